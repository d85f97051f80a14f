/**
 * The signed-in customer's stored cards (Shopper Customers payment instruments, kept in the
 * payment gateway's vault), as the card tab shows them (spec 002 §3 "Stored card", §9 mask).
 */
import type { ShopperCustomersTypes } from 'commerce-sdk-isomorphic';
import { getServices } from '../api/context.ts';
import type { SessionArgs, ShopperSession } from '../session/session.server.ts';
import { cardBrandName, maskedCardNumber } from '../payments/card-brands.ts';
import type { SavedCardView, SavedWalletAccountView } from './checkout-view.ts';

/** Wallets whose stored accounts their checkout tab offers (docs/decisions.md "Wallet tabs at checkout"). */
const WALLET_ACCOUNT_METHODS = ['PayPal', 'MobileWallet', 'SRC'];

export const CREDIT_CARD = 'CREDIT_CARD';

/** The signed-in customer's stored cards (the gateway's vault); the SDK has no list call. */
export const savedCards = async (args: SessionArgs, session: ShopperSession) =>
  (await savedMethods(args, session)).cards;

/**
 * The stored cards and the stored wallet accounts (PayPal, mobile wallet: spec 002 §4 "Stored
 * account" of the wallet tabs), from one read of the vault.
 */
/**
 * Spec 002 §3 PayPal account option billing address (firstName, lastName, line1, city, state,
 * postalCode) on one line, as the wallet tab shows it.
 */
export function billingLine(address: unknown): { billingAddress?: string } {
  if (!address || typeof address !== 'object') return {};
  const a = address as Record<string, unknown>;
  const part = (key: string) => {
    const value = a[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const line = [
    `${part('firstName')} ${part('lastName')}`.trim(),
    part('line1'),
    part('city'),
    `${part('state')} ${part('postalCode')}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  return line ? { billingAddress: line } : {};
}

export async function savedMethods(
  args: SessionArgs,
  session: ShopperSession,
): Promise<{ cards: SavedCardView[]; walletAccounts: SavedWalletAccountView[] }> {
  const { api } = getServices(args.context);
  const url = `${api.shopperApiBase}/customer/shopper-customers/v1/organizations/${api.orgId}/customers/${encodeURIComponent(session.customerId)}/payment-instruments?siteId=${session.siteId}`;
  const response = await api.fetch(url, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  if (!response.ok) {
    getServices(args.context).log.warn({ status: response.status }, 'saved cards not read');
    return { cards: [], walletAccounts: [] };
  }
  const { data = [] } = (await response.json()) as {
    data?: ShopperCustomersTypes.CustomerPaymentInstrument[];
  };
  const walletAccounts = data.flatMap((instrument) => {
    const method = instrument.paymentMethodId ?? '';
    if (!WALLET_ACCOUNT_METHODS.includes(method) || !instrument.paymentInstrumentId) return [];
    const email = (instrument as { c_email?: unknown }).c_email;
    const description = (instrument as { c_description?: unknown }).c_description;
    const card = instrument.paymentCard;
    // PayPal and mobile-wallet accounts are named by their email, a scheme's card by its mask.
    const label = card?.numberLastDigits
      ? `${cardBrandName(card.cardType)} ${maskedCardNumber(card.numberLastDigits)}`.trim()
      : typeof email === 'string'
        ? email
        : '';
    return [
      {
        id: instrument.paymentInstrumentId,
        paymentMethodId: method,
        label,
        // Spec 002 §3: a stored-card-scheme account's own description of its card.
        ...(typeof description === 'string' && description ? { description } : {}),
        ...(card?.numberLastDigits
          ? {
              card: {
                cardType: card.cardType ?? '',
                maskedNumber: maskedCardNumber(card.numberLastDigits),
              },
            }
          : {}),
        ...billingLine((instrument as { c_billingAddress?: unknown }).c_billingAddress),
        isDefault: (instrument as { default?: boolean }).default === true,
      },
    ];
  });
  const cards = data.flatMap((instrument) => {
    const card = instrument.paymentCard;
    if (instrument.paymentMethodId !== CREDIT_CARD || !card?.numberLastDigits) return [];
    return [
      {
        id: instrument.paymentInstrumentId!,
        cardType: card.cardType ?? '',
        maskedNumber: maskedCardNumber(card.numberLastDigits),
        expirationMonth: card.expirationMonth ?? 0,
        expirationYear: card.expirationYear ?? 0,
        holder: card.holder ?? '',
        isDefault: (instrument as { default?: boolean }).default === true,
      },
    ];
  });
  return { cards, walletAccounts };
}
