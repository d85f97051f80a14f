/** Rows of the payment tables mapped to the provider's own types. */
import type { schema } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { maskCardNumber, type CardBrand } from './card.ts';
import type {
  PaymentMethodSummary,
  PaymentMethodType,
  PaymentNonce,
  PaymentTransaction,
  StoredPaymentMethod,
  WalletContext,
  WalletType,
} from './provider.ts';
import { WALLET_NAMES } from './constants.ts';

export type NonceRow = typeof schema.paymentNonces.$inferSelect;
export type MethodRow = typeof schema.paymentMethods.$inferSelect;
export type TransactionRow = typeof schema.paymentTransactions.$inferSelect;
export type ContextRow = typeof schema.paymentWalletContexts.$inferSelect;

/** The columns a nonce, a stored method and a transaction share. */
type MethodColumns = Pick<
  NonceRow,
  'methodType' | 'cardType' | 'lastFour' | 'expirationMonth' | 'expirationYear' | 'owner' | 'email'
>;

export function summaryOf(row: MethodColumns): PaymentMethodSummary {
  return {
    methodType: row.methodType as PaymentMethodType,
    ...(row.cardType ? { cardType: row.cardType as CardBrand } : {}),
    ...(row.lastFour ? { lastFour: row.lastFour, maskedNumber: maskCardNumber(row.lastFour) } : {}),
    ...(row.expirationMonth ? { expirationMonth: row.expirationMonth } : {}),
    ...(row.expirationYear ? { expirationYear: row.expirationYear } : {}),
    ...(row.owner ? { owner: row.owner } : {}),
    ...(row.email ? { email: row.email } : {}),
  };
}

export function nonceOf(row: NonceRow): PaymentNonce {
  return {
    nonce: row.nonce,
    expiresAt: row.expiresAt,
    method: summaryOf(row),
    details: row.details,
    ...(row.amount !== null && row.currency
      ? { approvedAmount: { amount: row.amount, currency: row.currency as CurrencyCode } }
      : {}),
  };
}

export function storedMethodOf(row: MethodRow): StoredPaymentMethod {
  return {
    ...summaryOf(row),
    token: row.token,
    customerId: row.customerId,
    isDefault: row.isDefault,
    removable: row.removable,
    details: row.details,
    createdAt: row.createdAt,
  };
}

export function transactionOf(row: TransactionRow): PaymentTransaction {
  const method = row.paymentMethod;
  return {
    id: row.id,
    status: row.status,
    amount: { amount: row.amount, currency: row.currency as CurrencyCode },
    capturedAmount: row.capturedAmount,
    refundedAmount: row.refundedAmount,
    ...(row.declineReason
      ? { declineReason: row.declineReason as 'declined' | 'insufficient_funds' }
      : {}),
    method: {
      ...summaryOf({
        methodType: method.methodType,
        cardType: method.cardType ?? null,
        lastFour: method.lastFour ?? null,
        expirationMonth: method.expirationMonth ?? null,
        expirationYear: method.expirationYear ?? null,
        owner: method.owner ?? null,
        email: method.email ?? null,
      }),
      ...(method.token ? { token: method.token } : {}),
      ...(method.klarna ? { klarna: method.klarna } : {}),
    },
    ...(row.customerId ? { customerId: row.customerId } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    fraudDataRecorded: row.deviceData !== null,
    createdAt: row.createdAt,
    ...(row.authorizationExpiresAt ? { authorizationExpiresAt: row.authorizationExpiresAt } : {}),
    ...(row.capturedAt ? { capturedAt: row.capturedAt } : {}),
    ...(row.voidedAt ? { voidedAt: row.voidedAt } : {}),
  };
}

export function contextOf(row: ContextRow): WalletContext {
  const walletType = row.walletType as WalletType;
  return {
    id: row.id,
    walletType,
    displayName: WALLET_NAMES[walletType],
    flow: row.flow,
    ...(row.fundingSource ? { fundingSource: row.fundingSource } : {}),
    ...(row.amount !== null && row.currency
      ? { amount: { amount: row.amount, currency: row.currency as CurrencyCode } }
      : {}),
    status: row.status,
    expiresAt: row.expiresAt,
  };
}
