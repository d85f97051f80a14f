/**
 * The signed-in customer's stored cards (Shopper Customers payment instruments, kept in the
 * payment gateway's vault), as the card tab shows them (spec 002 §3 "Stored card", §9 mask).
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { getServices } from '../api/context.ts';
import type { SessionArgs, ShopperSession } from '../session/session.server.ts';
import { maskedNumber } from './card.ts';
import type { SavedCardView } from './view.ts';

export const CREDIT_CARD = 'CREDIT_CARD';

/** The signed-in customer's stored cards (the gateway's vault); the SDK has no list call. */
export async function savedCards(
  args: SessionArgs,
  session: ShopperSession,
): Promise<SavedCardView[]> {
  const { api } = getServices(args.context);
  const url = `${api.shopperApiBase}/customer/shopper-customers/v1/organizations/${api.orgId}/customers/${encodeURIComponent(session.customerId)}/payment-instruments?siteId=${session.siteId}`;
  const response = await api.fetch(url, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) {
    getServices(args.context).log.warn({ status: response.status }, 'saved cards not read');
    return [];
  }
  const { data = [] } = (await response.json()) as {
    data?: ShopperCustomersTypes.CustomerPaymentInstrument[];
  };
  return data.flatMap((instrument) => {
    const card = instrument.paymentCard;
    if (instrument.paymentMethodId !== CREDIT_CARD || !card?.numberLastDigits) return [];
    return [
      {
        id: instrument.paymentInstrumentId!,
        cardType: card.cardType ?? '',
        maskedNumber: maskedNumber(card.numberLastDigits),
        expirationMonth: card.expirationMonth ?? 0,
        expirationYear: card.expirationYear ?? 0,
        holder: card.holder ?? '',
        isDefault: (instrument as { default?: boolean }).default === true,
      },
    ];
  });
}
