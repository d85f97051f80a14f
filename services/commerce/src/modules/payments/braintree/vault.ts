/**
 * The Braintree vault: `paymentMethod.create` (the Braintree customer is created with our
 * customer id when missing), `customer.find(id).paymentMethods`, `paymentMethod.delete`,
 * `paymentMethod.update` with `makeDefault`. Who owns a token and whether it may be removed are
 * ours (payment_gateway_methods): another customer's token answers not_found exactly as an
 * unknown one, before the gateway is called.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@solo/db';
import { FAILURE_MESSAGES } from '../constants.ts';
import type {
  PaymentFailure,
  PaymentResult,
  StoredPaymentMethod,
  VaultRequest,
} from '../provider.ts';
import { summaryOf } from '../rows.ts';
import type { BraintreeDeps } from './deps.ts';
import {
  cardSnapshot,
  CODES,
  errorCodes,
  failure,
  hasCode,
  isNotFound,
  methodTypeOf,
} from './outcomes.ts';
import type { BtCardDetails, BtResult } from './sdk.ts';

const { paymentGatewayMethods, customers } = schema;

/** What the adapter reads of a stored method (CreditCard, PayPalAccount, ... of the SDK). */
export interface BtPaymentMethod extends BtCardDetails {
  token: string;
  customerId?: string | null;
  default?: boolean;
  createdAt?: string;
  email?: string | null;
  username?: string | null;
  constructor: { name: string };
}

/** The SDK's class of a stored method → Braintree's payment instrument type. */
const INSTRUMENT_OF_CLASS: Record<string, string> = {
  CreditCard: 'credit_card',
  PayPalAccount: 'paypal_account',
  ApplePayCard: 'apple_pay_card',
  AndroidPayCard: 'android_pay_card',
  VenmoAccount: 'venmo_account',
  VisaCheckoutCard: 'visa_checkout_card',
};

const CUSTOMER_UNKNOWN = ['93105', '91705', '91510'];

const notFound: PaymentFailure<'not_found'> = {
  ok: false,
  reason: 'not_found',
  message: FAILURE_MESSAGES.payment_method_not_found,
};

export function storedOf(
  method: BtPaymentMethod,
  customerId: string,
  removable: boolean,
): StoredPaymentMethod {
  const card = cardSnapshot(method);
  const summary = summaryOf({
    methodType: methodTypeOf(INSTRUMENT_OF_CLASS[method.constructor.name]),
    cardType: card.cardType ?? null,
    lastFour: card.lastFour ?? null,
    expirationMonth: card.expirationMonth ?? null,
    expirationYear: card.expirationYear ?? null,
    owner: card.owner ?? method.username ?? null,
    email: method.email ?? null,
  });
  return {
    ...summary,
    token: method.token,
    customerId,
    isDefault: method.default === true,
    removable,
    details: {},
    createdAt: method.createdAt ? new Date(method.createdAt) : new Date(0),
  };
}

async function ownRow(deps: BraintreeDeps, customerId: string, token: string) {
  const [row] = await deps.db
    .select()
    .from(paymentGatewayMethods)
    .where(
      and(eq(paymentGatewayMethods.customerId, customerId), eq(paymentGatewayMethods.token, token)),
    );
  return row;
}

type VaultFailure = 'invalid_nonce' | 'nonce_used' | 'nonce_expired' | 'customer_not_found';

async function createMethod(deps: BraintreeDeps, request: VaultRequest) {
  return (await deps.sdk.paymentMethod.create({
    customerId: request.customerId,
    paymentMethodNonce: request.nonce,
    options: { makeDefault: request.makeDefault === true },
  })) as unknown as BtResult<'paymentMethod', BtPaymentMethod>;
}

export async function vaultPaymentMethod(
  deps: BraintreeDeps,
  request: VaultRequest,
): Promise<PaymentResult<StoredPaymentMethod, VaultFailure>> {
  const { customerId } = request;
  const [customer] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return failure('customer_not_found', 'The customer is not known.');
  let response = await createMethod(deps, request);
  if (!response.success && hasCode(errorCodes(response), CUSTOMER_UNKNOWN)) {
    // First stored method of this customer: Braintree's customer takes our id.
    const created = (await deps.sdk.customer.create({ id: customerId })) as unknown as BtResult<
      'customer',
      { id: string }
    >;
    if (!created.success)
      throw new Error(`Braintree refused customer ${customerId}: ${created.message}`);
    response = await createMethod(deps, request);
  }
  if (!response.success) {
    const codes = errorCodes(response);
    if (hasCode(codes, CODES.nonceConsumed)) return failure('nonce_used');
    if (hasCode(codes, CODES.nonceUnknown) || hasCode(codes, CODES.nonceLocked))
      return failure('invalid_nonce');
    if (hasCode(codes, CODES.cannotVaultOneTimePayPal))
      return failure('invalid_nonce', 'A one-time PayPal payment cannot be saved.');
    throw new Error(`Braintree refused to store the payment method: ${response.message}`);
  }
  const method = response.paymentMethod;
  await deps.db
    .insert(paymentGatewayMethods)
    .values({ token: method.token, customerId, createdAt: deps.now() })
    .onConflictDoNothing();
  return { ok: true, value: storedOf(method, customerId, true) };
}

export async function listPaymentMethods(
  deps: BraintreeDeps,
  customerId: string,
): Promise<StoredPaymentMethod[]> {
  let methods: BtPaymentMethod[];
  try {
    const customer = (await deps.sdk.customer.find(customerId)) as unknown as {
      paymentMethods?: BtPaymentMethod[];
    };
    methods = customer.paymentMethods ?? [];
  } catch (err) {
    if (isNotFound(err)) return [];
    throw err;
  }
  const rows = await deps.db
    .select()
    .from(paymentGatewayMethods)
    .where(eq(paymentGatewayMethods.customerId, customerId));
  const removable = new Map(rows.map((r) => [r.token, r.removable]));
  return methods
    .map((m) => storedOf(m, customerId, removable.get(m.token) ?? true))
    .sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.token.localeCompare(b.token),
    );
}

async function findMethod(deps: BraintreeDeps, token: string) {
  try {
    return (await deps.sdk.paymentMethod.find(token)) as unknown as BtPaymentMethod;
  } catch (err) {
    if (isNotFound(err)) return undefined;
    throw err;
  }
}

export async function removePaymentMethod(
  deps: BraintreeDeps,
  customerId: string,
  token: string,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found' | 'not_removable'>> {
  const row = await ownRow(deps, customerId, token);
  if (!row) return notFound;
  if (!row.removable)
    return {
      ok: false,
      reason: 'not_removable',
      message: 'This payment method cannot be removed.',
    };
  const method = await findMethod(deps, token);
  if (method) {
    try {
      await deps.sdk.paymentMethod.delete(token);
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  await deps.db
    .delete(paymentGatewayMethods)
    .where(
      and(eq(paymentGatewayMethods.customerId, customerId), eq(paymentGatewayMethods.token, token)),
    );
  return method ? { ok: true, value: storedOf(method, customerId, true) } : notFound;
}

export async function setDefaultPaymentMethod(
  deps: BraintreeDeps,
  customerId: string,
  token: string,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>> {
  const row = await ownRow(deps, customerId, token);
  if (!row) return notFound;
  let response: BtResult<'paymentMethod', BtPaymentMethod>;
  try {
    response = await deps.sdk.paymentMethod.update(token, {
      options: { makeDefault: true },
    });
  } catch (err) {
    if (isNotFound(err)) return notFound;
    throw err;
  }
  if (!response.success) throw new Error(`Braintree refused the default: ${response.message}`);
  return { ok: true, value: storedOf(response.paymentMethod, customerId, row.removable) };
}

export async function setPaymentMethodRemovable(
  deps: BraintreeDeps,
  customerId: string,
  token: string,
  removable: boolean,
): Promise<PaymentResult<StoredPaymentMethod, 'not_found'>> {
  const [row] = await deps.db
    .update(paymentGatewayMethods)
    .set({ removable })
    .where(
      and(eq(paymentGatewayMethods.customerId, customerId), eq(paymentGatewayMethods.token, token)),
    )
    .returning();
  if (!row) return notFound;
  const method = await findMethod(deps, token);
  return method ? { ok: true, value: storedOf(method, customerId, removable) } : notFound;
}
