/**
 * Payment instruments of a basket (Shopper Baskets v2 `…/payment-instruments`) and the methods a
 * basket may be paid with (docs/decisions.md "Payment instruments in the basket"). Nothing is
 * authorised here: the nonce is kept for the order to spend through the payments module.
 */
import { and, eq } from 'drizzle-orm';
import type { ShopperBasketsV2Types } from 'commerce-sdk-isomorphic';
import { schema, type Database } from '@solo/db';
import type { BasketPaymentCard } from '@solo/db/schema';
import type { CurrencyCode } from '@solo/sites';
import type { InvalidField } from '../../errors.ts';
import {
  CREDIT_CARD,
  PAYMENT_METHODS,
  findCardType,
  findPaymentMethod,
  type PaymentProvider,
  type WalletType,
} from '../payments/index.ts';
import { toMinor } from '../pricing/index.ts';
import { instrumentOf } from './checkout-store.ts';
import type { InstrumentChange } from './checkout-schemas.ts';
import {
  done,
  invalid,
  lockBasket,
  NO_BASKET,
  newItemId,
  ownBaskets,
  touchAndRead,
  type BasketScope,
  type Outcome,
} from './store.ts';
import type { WireBasket } from './wire.ts';

const { basketPaymentInstruments } = schema;

/** Instruments one basket may hold (a card and a wallet, say, with room to spare). */
export const MAX_PAYMENT_INSTRUMENTS = 5;

export type InstrumentOutcome<T = WireBasket> =
  | Outcome<T>
  | { ok: false; reason: 'payment-instrument-not-found' }
  /** The nonce is another shopper's, or bound to another basket (payment-method-ownership). */
  | { ok: false; reason: 'not-owner' | 'other-basket' };

/** What of the gateway checks whose a payment method is. */
export type OwnershipGateway = Pick<PaymentProvider, 'bindNonce' | 'listPaymentMethods'>;

/**
 * Whether the shopper may put the change's payment method in this basket
 * (docs/decisions/payment-method-ownership.md): a nonce must be theirs and not bound to another
 * basket (it is bound to this one from now on); a stored method must be one of their own saved
 * methods, another customer's answering as an unknown one.
 */
async function ownershipRefusal(
  payments: OwnershipGateway,
  scope: BasketScope,
  basketId: string,
  change: InstrumentChange,
): Promise<InstrumentOutcome<never> | undefined> {
  const { owner } = scope;
  if (change.c_paymentNonce) {
    const bound = await payments.bindNonce(change.c_paymentNonce, {
      usid: owner.usid,
      customerId: owner.customerId,
      basketId,
    });
    if (!bound.ok)
      return { ok: false, reason: bound.reason === 'not_owner' ? 'not-owner' : 'other-basket' };
  }
  const stored = change.customerPaymentInstrumentId;
  if (stored && owner.kind === 'registered') {
    const own = await payments.listPaymentMethods(owner.customerId);
    if (!own.some((m) => m.token === stored))
      return invalid([
        {
          name: 'customerPaymentInstrumentId',
          reason: 'is not a saved payment method of this customer',
        },
      ]);
  }
  return undefined;
}

type InstrumentValues = Omit<
  typeof basketPaymentInstruments.$inferInsert,
  'id' | 'basketId' | 'createdAt'
>;

/**
 * The instrument a change makes of `current` (nothing for a new one), or the fields at fault:
 * the method must be the site's, a card only and always with CREDIT_CARD, of a type the site
 * takes and not expired, the amount in whole minor units.
 */
function planInstrument(
  scope: BasketScope,
  currency: CurrencyCode,
  change: InstrumentChange,
  current?: InstrumentValues,
): { ok: true; values: InstrumentValues } | { ok: false; fields: InvalidField[] } {
  const fields: InvalidField[] = [];
  const methodId = change.paymentMethodId ?? current?.paymentMethodId ?? '';
  const method = findPaymentMethod(scope.site.id, methodId);
  if (!method)
    fields.push({
      name: 'paymentMethodId',
      reason: `is not a payment method of ${scope.site.id}; one of ${PAYMENT_METHODS[scope.site.id].map((m) => m.id).join(', ')}`,
    });
  let amount = current?.amount ?? null;
  if (change.amount !== undefined) {
    amount = toMinor(change.amount, currency) ?? null;
    if (amount === null)
      fields.push({ name: 'amount', reason: `must be a whole amount of ${currency} cents` });
  }
  let card: BasketPaymentCard | null = current?.card ?? null;
  if (change.paymentCard) {
    const c = change.paymentCard;
    card = {
      cardType: c.cardType,
      numberLastDigits: c.maskedNumber.slice(-4),
      expirationMonth: c.expirationMonth,
      expirationYear: c.expirationYear,
      holder: c.holder,
    };
  } else if (methodId !== CREDIT_CARD) card = null;
  if (methodId === CREDIT_CARD && !card)
    fields.push({ name: 'paymentCard', reason: 'Required with CREDIT_CARD' });
  if (methodId !== CREDIT_CARD && change.paymentCard)
    fields.push({ name: 'paymentCard', reason: 'is only for the CREDIT_CARD method' });
  if (method?.cards && card) {
    const spec = findCardType(method.cards, card.cardType);
    if (spec) card = { ...card, cardType: spec.cardType };
    else
      fields.push({
        name: 'paymentCard.cardType',
        reason: `must be one of ${method.cards.map((s) => s.cardType).join(', ')}`,
      });
    const now = scope.now;
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (card.expirationYear * 12 + card.expirationMonth - 1 < thisMonth)
      fields.push({ name: 'paymentCard.expirationYear', reason: 'the card has expired' });
  }
  // A new nonce replaces a stored method and the other way round; never both at once.
  let paymentNonce = current?.paymentNonce ?? null;
  let stored = current?.customerPaymentInstrumentId ?? null;
  if (change.c_paymentNonce !== undefined && change.customerPaymentInstrumentId !== undefined)
    fields.push({
      name: 'customerPaymentInstrumentId',
      reason: 'pay with either a c_paymentNonce or a stored method, not both',
    });
  if (change.c_paymentNonce !== undefined) [paymentNonce, stored] = [change.c_paymentNonce, null];
  if (change.customerPaymentInstrumentId !== undefined) {
    [paymentNonce, stored] = [null, change.customerPaymentInstrumentId];
    if (scope.owner.kind !== 'registered')
      fields.push({
        name: 'customerPaymentInstrumentId',
        reason: 'stored methods are for signed-in customers',
      });
  }
  if (fields.length) return { ok: false, fields };
  return {
    ok: true,
    values: {
      paymentMethodId: methodId,
      amount,
      card,
      paymentNonce,
      customerPaymentInstrumentId: stored,
    },
  };
}

/**
 * `POST …/payment-instruments`. The payment method the basket already holds (the same method and
 * nonce or stored method: a repeated Place Order) is not added twice: the basket is answered as
 * it is.
 */
export async function addPaymentInstrument(
  deps: { db: Database; payments: OwnershipGateway },
  scope: BasketScope,
  basketId: string,
  change: InstrumentChange,
): Promise<InstrumentOutcome> {
  const { db } = deps;
  const refused = await ownershipRefusal(deps.payments, scope, basketId, change);
  if (refused) return refused;
  return db.transaction(async (tx): Promise<InstrumentOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const plan = planInstrument(scope, row.currency as CurrencyCode, change);
    if (!plan.ok) return invalid(plan.fields);
    const held = await tx
      .select()
      .from(basketPaymentInstruments)
      .where(eq(basketPaymentInstruments.basketId, basketId));
    const { paymentNonce, customerPaymentInstrumentId: stored } = plan.values;
    const same = held.find(
      (i) =>
        i.paymentMethodId === plan.values.paymentMethodId &&
        ((paymentNonce && i.paymentNonce === paymentNonce) ||
          (stored && i.customerPaymentInstrumentId === stored)),
    );
    if (same) return done(await touchAndRead(tx, row, scope));
    if (held.length >= MAX_PAYMENT_INSTRUMENTS)
      return invalid([
        {
          name: 'paymentMethodId',
          reason: `a basket holds at most ${MAX_PAYMENT_INSTRUMENTS} payment instruments`,
        },
      ]);
    await tx
      .insert(basketPaymentInstruments)
      .values({ id: newItemId(), basketId, createdAt: scope.now, ...plan.values });
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `PATCH …/payment-instruments/{id}`: the fields sent replace the instrument's. */
export async function updatePaymentInstrument(
  deps: { db: Database; payments: OwnershipGateway },
  scope: BasketScope,
  basketId: string,
  instrumentId: string,
  change: InstrumentChange,
): Promise<InstrumentOutcome> {
  const { db } = deps;
  const refused = await ownershipRefusal(deps.payments, scope, basketId, change);
  if (refused) return refused;
  return db.transaction(async (tx): Promise<InstrumentOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const current = await instrumentOf(tx, basketId, instrumentId);
    if (!current) return { ok: false, reason: 'payment-instrument-not-found' };
    if (current.giftCardId)
      return invalid([
        {
          name: 'paymentInstrumentId',
          reason: 'is a gift card: remove it and apply the card again to change it',
        },
      ]);
    const plan = planInstrument(scope, row.currency as CurrencyCode, change, current);
    if (!plan.ok) return invalid(plan.fields);
    await tx
      .update(basketPaymentInstruments)
      .set(plan.values)
      .where(eq(basketPaymentInstruments.id, instrumentId));
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `DELETE …/payment-instruments/{id}`. */
export async function removePaymentInstrument(
  db: Database,
  scope: BasketScope,
  basketId: string,
  instrumentId: string,
): Promise<InstrumentOutcome> {
  return db.transaction(async (tx): Promise<InstrumentOutcome> => {
    const row = await lockBasket(tx, scope, basketId);
    if (!row) return NO_BASKET;
    const [gone] = await tx
      .delete(basketPaymentInstruments)
      .where(
        and(
          eq(basketPaymentInstruments.id, instrumentId),
          eq(basketPaymentInstruments.basketId, basketId),
        ),
      )
      .returning({ id: basketPaymentInstruments.id });
    if (!gone) return { ok: false, reason: 'payment-instrument-not-found' };
    return done(await touchAndRead(tx, row, scope));
  });
}

/** `GET …/payment-methods`: the site's methods, cards with their number rules. */
export async function paymentMethods(
  db: Database,
  scope: BasketScope,
  basketId: string,
  /** The wallets the gateway approves (PaymentProvider.approvedWallets; undefined: all). */
  wallets?: readonly WalletType[],
): Promise<Outcome<ShopperBasketsV2Types.PaymentMethodResult>> {
  const owned = (await ownBaskets(db, scope.owner, scope.site)).some((b) => b.id === basketId);
  if (!owned) return NO_BASKET;
  const offered = PAYMENT_METHODS[scope.site.id].filter(
    (m) => !m.wallet || !wallets || wallets.includes(m.wallet),
  );
  return done({
    applicablePaymentMethods: offered.map((m) => ({
      id: m.id,
      name: m.name,
      description: m.description,
      ...(m.cards
        ? {
            cards: m.cards.map((c) => ({
              cardType: c.cardType,
              name: c.name,
              description: c.name,
              numberLengths: c.numberLengths,
              numberPrefixes: c.numberPrefixes,
              securityCodeLength: c.securityCodeLength,
              checksumVerificationEnabled: true,
              c_brand: c.brand,
            })),
          }
        : {}),
      ...(m.wallet ? { c_wallet: m.wallet } : {}),
    })),
  });
}
