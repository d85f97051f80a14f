/** Wire shapes of the payment custom APIs: decimal amounts at the edge (DESIGN.md), ISO dates. */
import { z } from 'zod';
import type { CurrencyCode } from '@solo/sites';
import { CURRENCY_RULE, isCurrency } from './constants.ts';
import { toDecimal } from '../pricing/index.ts';
import type { Money, PaymentNonce, WalletContext } from './provider.ts';

export const currencySchema = z
  .string()
  .transform((v) => v.toUpperCase())
  .refine(isCurrency, { message: CURRENCY_RULE });

/** A decimal amount → minor units; more decimals than the currency has are refused. */
export function decimalAmount(
  amount: number,
  currency: CurrencyCode,
): { ok: true; value: number } | { ok: false; reason: string } {
  const factor = Math.round(1 / toDecimal(1, currency));
  const minor = Math.round(amount * factor);
  if (Math.abs(amount * factor - minor) > 1e-6)
    return {
      ok: false,
      reason: `must have at most ${Math.log10(factor)} decimal places in ${currency}`,
    };
  return { ok: true, value: minor };
}

const moneyWire = (money: Money) => ({
  amount: toDecimal(money.amount, money.currency),
  currency: money.currency,
});

export function nonceWire(nonce: PaymentNonce) {
  const { methodType, ...method } = nonce.method;
  return {
    nonce: nonce.nonce,
    type: methodType,
    expiresAt: nonce.expiresAt.toISOString(),
    details: { ...method, ...nonce.details },
    ...(nonce.approvedAmount ? { approvedAmount: moneyWire(nonce.approvedAmount) } : {}),
  };
}

export function walletContextWire(context: WalletContext) {
  return {
    id: context.id,
    walletType: context.walletType,
    displayName: context.displayName,
    flow: context.flow,
    ...(context.fundingSource ? { fundingSource: context.fundingSource } : {}),
    ...(context.amount ? moneyWire(context.amount) : {}),
    status: context.status,
    expiresAt: context.expiresAt.toISOString(),
  };
}
