/**
 * Applying a gift card at checkout (docs/decisions.md "Gift cards at checkout"): a
 * GIFT_CERTIFICATE payment instrument found by the card's code and PIN. Nothing is taken from
 * the card here: the order holds its share at placement. The instrument keeps the card's id,
 * never its code; the basket shows the code masked but for its last four characters.
 */
import { schema, type Database } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { openCard } from '../gift-cards/index.ts';
import { GIFT_CERTIFICATE } from '../payments/index.ts';
import { toMinor } from '../pricing/index.ts';
import { loadCheckout } from './checkout-store.ts';
import { MAX_PAYMENT_INSTRUMENTS } from './payment-instruments.ts';
import {
  done,
  invalid,
  lockBasket,
  NO_BASKET,
  newItemId,
  touchAndRead,
  wireBaskets,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { WireBasket } from './wire.ts';

const { basketPaymentInstruments } = schema;

export interface GiftCardTyped {
  code: string;
  pin: string;
  /** A decimal of the basket's currency: at most this much from the card (all it can, if omitted). */
  amount?: number | undefined;
}

export type GiftCardOutcome =
  | Outcome<WireBasket>
  | {
      ok: false;
      reason:
        'gift-card-not-found' | 'gift-card-empty' | 'gift-card-already-applied' | 'order-covered';
    }
  | { ok: false; reason: 'gift-card-currency'; cardCurrency: string; basketCurrency: string };

/** `POST …/payment-instruments` with `paymentMethodId: GIFT_CERTIFICATE`. */
export async function applyGiftCard(
  db: Database,
  scope: BasketScope,
  basketId: string,
  typed: GiftCardTyped,
): Promise<GiftCardOutcome> {
  const card = await openCard(db, typed);
  return db.transaction(async (tx): Promise<GiftCardOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    // Only after the basket is known to be the shopper's does the answer say anything of a card.
    if (!card) return { ok: false, reason: 'gift-card-not-found' };
    const currency = row.currency as CurrencyCode;
    if (card.currency !== currency)
      return {
        ok: false,
        reason: 'gift-card-currency',
        cardCurrency: card.currency,
        basketCurrency: currency,
      };
    if (card.balance <= 0) return { ok: false, reason: 'gift-card-empty' };
    // What the card offers: the amount asked, or its balance now. Placement refuses the card if
    // it then holds less than its share, rather than charge the rest to the card or wallet.
    let amount = card.balance;
    if (typed.amount !== undefined) {
      const asked = toMinor(typed.amount, currency);
      if (asked === undefined || asked <= 0)
        return invalid([{ name: 'amount', reason: `must be a positive amount of ${currency}` }]);
      if (asked > card.balance)
        return invalid([{ name: 'amount', reason: 'must be at most the gift card’s balance' }]);
      amount = asked;
    }
    const instruments = (await loadCheckout(tx, [basketId])).get(basketId)?.instruments ?? [];
    if (instruments.some((i) => i.giftCardId === card.id))
      return { ok: false, reason: 'gift-card-already-applied' };
    if (instruments.length >= MAX_PAYMENT_INSTRUMENTS)
      return invalid([
        {
          name: 'paymentMethodId',
          reason: `a basket holds at most ${MAX_PAYMENT_INSTRUMENTS} payment instruments`,
        },
      ]);
    const [basket] = await wireBaskets(tx, [row], scope);
    if ((toMinor(Number(basket!.c_amountDue ?? 0), currency) ?? 0) <= 0)
      return { ok: false, reason: 'order-covered' };
    await tx.insert(basketPaymentInstruments).values({
      id: newItemId(),
      basketId,
      paymentMethodId: GIFT_CERTIFICATE,
      amount,
      giftCardId: card.id,
      createdAt: scope.now,
    });
    return done(await touchAndRead(tx, row, scope));
  });
}
