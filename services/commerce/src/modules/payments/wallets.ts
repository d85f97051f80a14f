/**
 * Wallet payment contexts of the sandbox sheet: created for an amount (checkout) or for saving
 * the account (vault), then approved once with the sandbox buyer's data (→ a nonce and the
 * wallet's shipping/billing data) or cancelled.
 */
import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@solo/db';
import { BRAND_NAMES, cardDigits, detectBrand, luhnValid } from './card.ts';
import {
  CARD_WALLETS,
  CURRENCY_RULE,
  isCurrency,
  DEFAULT_WALLET_CARD,
  MAX_AMOUNT,
  NONCE_TTL_MS,
  VAULT_WALLETS,
  WALLET_CONTEXT_TTL_MS,
  WALLET_NAMES,
  WALLET_TYPES,
  newId,
  scenarioOf,
  zeroAmountMessage,
} from './constants.ts';
import type {
  CreateWalletContext,
  FailureField,
  PaymentFailure,
  PaymentNonce,
  PaymentResult,
  PaymentHolder,
  SandboxBuyer,
  WalletContext,
  WalletType,
} from './provider.ts';
import { isKlarnaPlan, klarnaAmountRefusal } from '@solo/sites/klarna';
import { heldBy, holderColumns } from './ownership.ts';
import { contextOf, nonceOf, type ContextRow } from './rows.ts';

const { paymentWalletContexts, paymentNonces } = schema;

const invalidFields = (fields: FailureField[]): PaymentFailure<'invalid_request'> => ({
  ok: false,
  reason: 'invalid_request',
  message: fields.map((f) => `${f.name}: ${f.reason}`).join('; '),
  fields,
});

type ContextFailure = 'invalid_request' | 'zero_amount' | 'amount_out_of_range';

/** The funding source a wallet takes: PayPal's own two, or Klarna's plan (required). */
function fundingRefusal(request: CreateWalletContext): FailureField | undefined {
  const { walletType, fundingSource } = request;
  if (walletType === 'klarna')
    return isKlarnaPlan(fundingSource)
      ? undefined
      : { name: 'fundingSource', reason: 'Klarna needs a plan: pay_later or pay_in_3' };
  if (fundingSource === undefined) return undefined;
  if (walletType !== 'paypal') return { name: 'fundingSource', reason: 'applies to PayPal only' };
  return fundingSource === 'paypal' || fundingSource === 'paylater'
    ? undefined
    : { name: 'fundingSource', reason: 'must be paypal or paylater' };
}

/** Klarna finances only amounts within its limits, in the currencies it takes (klarna.ts). */
function klarnaRefusal(request: CreateWalletContext): PaymentFailure<ContextFailure> | undefined {
  if (request.walletType !== 'klarna' || !request.amount) return undefined;
  const reason = klarnaAmountRefusal(request.amount.amount, request.amount.currency);
  if (!reason) return undefined;
  return {
    ok: false,
    reason: 'amount_out_of_range',
    message: reason,
    fields: [{ name: 'amount', reason }],
  };
}

/** Spec 002 §5 zero-amount refusals; a vault flow carries no amount at all. */
function checkContext(request: CreateWalletContext): PaymentFailure<ContextFailure> | undefined {
  const { walletType, flow, amount, fundingSource } = request;
  if (!WALLET_TYPES.includes(walletType))
    return invalidFields([
      { name: 'walletType', reason: `must be one of ${WALLET_TYPES.join(', ')}` },
    ]);
  const funding = fundingRefusal(request);
  if (funding) return invalidFields([funding]);
  if (flow === 'vault') {
    if (!VAULT_WALLETS.has(walletType))
      return invalidFields([
        {
          name: 'flow',
          reason: `${WALLET_NAMES[walletType]} accounts are saved with a payment only`,
        },
      ]);
    if (fundingSource === 'paylater')
      return invalidFields([{ name: 'fundingSource', reason: 'Pay Later needs a payment' }]);
    if (amount)
      return invalidFields([{ name: 'amount', reason: 'a vault flow carries no amount' }]);
    return undefined;
  }
  if (!amount) return invalidFields([{ name: 'amount', reason: 'Required' }]);
  if (!isCurrency(amount.currency))
    return invalidFields([{ name: 'currency', reason: CURRENCY_RULE }]);
  if (amount.amount === 0) {
    const message = zeroAmountMessage(walletType);
    return {
      ok: false,
      reason: 'zero_amount',
      message,
      fields: [{ name: 'amount', reason: message }],
    };
  }
  if (!Number.isSafeInteger(amount.amount) || amount.amount < 0 || amount.amount > MAX_AMOUNT)
    return invalidFields([
      { name: 'amount', reason: `must be a whole number of minor units from 0 to ${MAX_AMOUNT}` },
    ]);
  return klarnaRefusal(request);
}

export async function createWalletContext(
  db: Database,
  request: CreateWalletContext,
  now: Date,
): Promise<PaymentResult<WalletContext, ContextFailure>> {
  const wrong = checkContext(request);
  if (wrong) return wrong;
  const checkout = request.flow === 'checkout' && request.amount;
  const [row] = await db
    .insert(paymentWalletContexts)
    .values({
      id: newId('wctx'),
      walletType: request.walletType,
      flow: request.flow,
      fundingSource:
        request.walletType === 'paypal'
          ? (request.fundingSource ?? 'paypal')
          : request.walletType === 'klarna'
            ? (request.fundingSource ?? null)
            : null,
      amount: checkout ? request.amount?.amount : null,
      currency: checkout ? request.amount?.currency : null,
      status: 'created',
      createdAt: now,
      expiresAt: new Date(now.getTime() + WALLET_CONTEXT_TTL_MS),
      updatedAt: now,
      ...holderColumns(request.holder),
      basketId: request.basketId ?? null,
    })
    .returning();
  if (!row) throw new Error('wallet context insert returned no row');
  return { ok: true, value: contextOf(row) };
}

/** Another shopper's context answers as an unknown one. */
export async function getWalletContext(
  db: Database,
  id: string,
  holder?: PaymentHolder,
): Promise<WalletContext | undefined> {
  const [row] = await db
    .select()
    .from(paymentWalletContexts)
    .where(eq(paymentWalletContexts.id, id));
  return row && heldBy(row, holder) ? contextOf(row) : undefined;
}

type StateFailure = 'not_found' | 'context_approved' | 'context_canceled' | 'context_expired';

const STATE_MESSAGES: Record<StateFailure, string> = {
  not_found: 'The wallet payment is not known.',
  context_approved: 'The wallet payment has already been approved.',
  context_canceled: 'The wallet payment was cancelled.',
  context_expired: 'The wallet payment has expired.',
};

const stateFailure = <R extends StateFailure>(reason: R): PaymentFailure<R> => ({
  ok: false,
  reason,
  message: STATE_MESSAGES[reason],
});

function whyNotOpen(row: ContextRow | undefined, now: Date): StateFailure | undefined {
  if (!row) return 'not_found';
  if (row.status === 'approved') return 'context_approved';
  if (row.status === 'canceled') return 'context_canceled';
  return row.expiresAt <= now ? 'context_expired' : undefined;
}

/**
 * What each wallet requires of its buyer (spec 002 §5): Google Pay a shipping address, email
 * and phone; Apple Pay a billing name and address; every wallet an account email.
 */
function checkBuyer(wallet: WalletType, buyer: SandboxBuyer): FailureField[] {
  const fields: FailureField[] = [];
  const need = (name: string, value: unknown) => {
    if (value === undefined || (typeof value === 'string' && !value.trim()))
      fields.push({ name, reason: 'Required' });
  };
  need('email', buyer.email);
  need('firstName', buyer.firstName);
  need('lastName', buyer.lastName);
  if (wallet === 'google_pay') {
    need('phone', buyer.phone);
    need('shippingAddress', buyer.shippingAddress);
  }
  if (wallet === 'apple_pay') {
    need('billingAddress', buyer.billingAddress);
    // Spec 002 §5: "express shipping also needs name, address, phone and email".
    if (buyer.shippingAddress !== undefined) need('phone', buyer.phone);
  }
  if (buyer.cardNumber !== undefined) {
    const digits = cardDigits(buyer.cardNumber);
    if (!CARD_WALLETS.has(wallet))
      fields.push({ name: 'cardNumber', reason: `${WALLET_NAMES[wallet]} holds no card` });
    else if (!digits || !luhnValid(digits) || !detectBrand(digits))
      fields.push({
        name: 'cardNumber',
        reason: 'is not a valid card number of an accepted brand',
      });
  }
  return fields;
}

/**
 * Spec 002 §3 "Stored-card-scheme account: cardType, description, lastFour": the scheme describes
 * its card in words, as the account is shown ("Visa ending in 1111").
 */
export function cardDescription(digits: string): string {
  const brand = detectBrand(digits);
  return `${brand ? BRAND_NAMES[brand] : 'Card'} ending in ${digits.slice(-4)}`;
}

/** Approves the sheet as the sandbox buyer: a single-use nonce and the wallet's buyer data. */
export async function approveWalletContext(
  db: Database,
  id: string,
  buyer: SandboxBuyer,
  now: Date,
  holder?: PaymentHolder,
): Promise<PaymentResult<PaymentNonce, 'invalid_request' | StateFailure>> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(paymentWalletContexts)
      .where(eq(paymentWalletContexts.id, id))
      .for('update');
    const context = found && heldBy(found, holder) ? found : undefined;
    const closed = whyNotOpen(context, now);
    if (closed || !context) return stateFailure(closed ?? 'not_found');
    const wallet = context.walletType as WalletType;
    const fields = checkBuyer(wallet, buyer);
    if (fields.length) return invalidFields(fields);
    const card = CARD_WALLETS.has(wallet)
      ? (cardDigits(buyer.cardNumber ?? DEFAULT_WALLET_CARD) ?? DEFAULT_WALLET_CARD)
      : undefined;
    const { shippingAddress, billingAddress } = buyer;
    const [nonce] = await tx
      .insert(paymentNonces)
      .values({
        nonce: newId(`token_${wallet}`),
        methodType: wallet,
        cardType: card ? (detectBrand(card) ?? null) : null,
        lastFour: card ? card.slice(-4) : null,
        // A wallet's card is valid well past the sandbox's nonce: the end of three years ahead.
        expirationMonth: card ? 12 : null,
        expirationYear: card ? now.getUTCFullYear() + 3 : null,
        owner: `${buyer.firstName.trim()} ${buyer.lastName.trim()}`,
        email: buyer.email.trim(),
        details: {
          ...(context.fundingSource ? { fundingSource: context.fundingSource } : {}),
          ...(wallet === 'stored_card_scheme' && card
            ? { description: cardDescription(card) }
            : {}),
          ...(buyer.phone ? { phone: buyer.phone } : {}),
          ...(shippingAddress ? { shippingAddress } : {}),
          ...(billingAddress ? { billingAddress } : {}),
        },
        scenario: card ? scenarioOf(card) : 'approve',
        amount: context.amount,
        currency: context.currency,
        createdAt: now,
        expiresAt: new Date(now.getTime() + NONCE_TTL_MS),
        // The approval pays for the context's shopper, and an express payment its basket only.
        shopperUsid: context.shopperUsid,
        shopperCustomerId: context.shopperCustomerId,
        basketId: context.basketId,
      })
      .returning();
    if (!nonce) throw new Error('nonce insert returned no row');
    await tx
      .update(paymentWalletContexts)
      .set({ status: 'approved', nonce: nonce.nonce, updatedAt: now })
      .where(and(eq(paymentWalletContexts.id, id), eq(paymentWalletContexts.status, 'created')));
    return { ok: true, value: nonceOf(nonce) };
  });
}

/** The shopper closed the sheet. Cancelling again answers the same; an approved one stays. */
export async function cancelWalletContext(
  db: Database,
  id: string,
  now: Date,
  holder?: PaymentHolder,
): Promise<PaymentResult<WalletContext, 'not_found' | 'context_approved' | 'context_expired'>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentWalletContexts)
      .where(eq(paymentWalletContexts.id, id))
      .for('update');
    if (!row || !heldBy(row, holder)) return stateFailure('not_found');
    if (row.status === 'canceled') return { ok: true, value: contextOf(row) };
    if (row.status === 'approved') return stateFailure('context_approved');
    if (row.expiresAt <= now) return stateFailure('context_expired');
    const [updated] = await tx
      .update(paymentWalletContexts)
      .set({ status: 'canceled', updatedAt: now })
      .where(eq(paymentWalletContexts.id, id))
      .returning();
    if (!updated) throw new Error('cancel updated no row');
    return { ok: true, value: contextOf(updated) };
  });
}
