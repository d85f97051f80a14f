/**
 * The one card or wallet instrument that pays a basket, set safely while identical submits run
 * at once (docs/decisions/payment-method-ownership.md): checkout's Place Order and the express
 * flow's place step.
 */
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import type { sdk } from '../api/shopper.server.ts';
import { problemOf } from '../basket/basket.server.ts';

type Baskets = Pick<
  InstanceType<typeof sdk.ShopperBasketsV2>,
  'addPaymentInstrumentToBasket' | 'removePaymentInstrumentFromBasket'
>;
type Instrument = ShopperBasketsV2Types.OrderPaymentInstrument;

/** The slug of a problem+json `type` (`/errors/basket-not-found` → `basket-not-found`). */
export const problemSlug = (problem: Record<string, unknown> | null): string =>
  typeof problem?.type === 'string' ? (problem.type.split('/errors/')[1] ?? '') : '';

/**
 * `instrument` replaces the basket's instruments that `replaced` picks (none is left when
 * `instrument` is null). It is added first (the service does not add a payment method the basket
 * already holds twice), and the instruments this submit saw before are removed only when its own
 * was new, so a twin submit never removes what another added; a removal a twin made first is no
 * fault.
 */
export async function payWith(
  baskets: Baskets,
  basket: ShopperBasketsV2Types.Basket,
  instrument: ShopperBasketsV2Types.BasketPaymentInstrumentRequest | null,
  replaced: (i: Instrument) => boolean,
): Promise<void> {
  const basketId = basket.basketId!;
  const earlier = (basket.paymentInstruments ?? []).filter(replaced);
  if (instrument) {
    const after = await baskets.addPaymentInstrumentToBasket({
      parameters: { basketId },
      body: instrument,
    });
    const seen = new Set((basket.paymentInstruments ?? []).map((i) => i.paymentInstrumentId));
    if (!(after.paymentInstruments ?? []).some((i) => !seen.has(i.paymentInstrumentId))) return;
  }
  for (const old of earlier) {
    try {
      await baskets.removePaymentInstrumentFromBasket({
        parameters: { basketId, paymentInstrumentId: old.paymentInstrumentId! },
      });
    } catch (error) {
      if (problemSlug(await problemOf(error)) !== 'payment-instrument-not-found') throw error;
    }
  }
}
