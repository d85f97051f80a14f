/**
 * The Braintree adapter behind `PaymentProvider` (PAYMENTS_PROVIDER=braintree), with the official
 * server SDK. Card data never reaches this service in this mode: the browser's hosted fields and
 * wallet components tokenize, and hand over nonces; so there is no wallet sheet and no
 * server-side tokenization. docs/decisions/braintree-adapter.md says what is verified how.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '@solo/db';
import { BRAINTREE_WALLETS } from '@solo/sites/gateways';
import type { PaymentProvider, PaymentResult } from '../provider.ts';
import { authorize } from './authorize.ts';
import type { BraintreeDeps } from './deps.ts';
import { bindNonce } from './nonce-uses.ts';
import { failure, transportFailure } from './outcomes.ts';
import { createSdk, type SdkOptions } from './sdk.ts';
import { capture, getTransaction, refund, voidTransaction } from './settlement.ts';
import {
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  setPaymentMethodRemovable,
  vaultPaymentMethod,
} from './vault.ts';

export interface BraintreeOptions extends SdkOptions {
  /** Whether device data is sent to the gateway's fraud tools (PAYMENTS_FRAUD_DATA). */
  fraudData?: boolean;
  now?: () => Date;
}

export const CARD_DATA_REFUSED =
  'Card details are tokenized in the browser with this payment gateway, never by this service.';

export type BraintreeGateway = PaymentProvider & {
  readonly browserTokenization: true;
  /**
   * A client token for the browser's components (hosted fields, PayPal, Apple Pay, Google Pay,
   * data collector); with a customer id it lets them show and vault that customer's methods.
   */
  clientToken(
    customerId?: string,
  ): Promise<PaymentResult<string, 'customer_not_found' | 'gateway_timeout'>>;
};

export function createBraintreeGateway(db: Database, options: BraintreeOptions): BraintreeGateway {
  const sdk = createSdk(options);
  // A retry waits for a call in progress at most as long as the call itself may take.
  const holdMs = options.timeoutMs * 3 + 5_000;
  const deps: BraintreeDeps = {
    db,
    sdk,
    now: options.now ?? (() => new Date()),
    fraudData: options.fraudData ?? true,
    claims: { db, holdMs, waitMs: holdMs, sleep: (ms) => delay(ms) },
    merchantAccounts: options.merchantAccounts,
  };
  return {
    fraudDataEnabled: deps.fraudData,
    browserTokenization: true,
    approvedWallets: BRAINTREE_WALLETS,
    tokenizeCard: () =>
      Promise.resolve({
        ...failure<'invalid_card'>('invalid_card', CARD_DATA_REFUSED),
        errors: [],
      }),
    authorize: (request) => authorize(deps, request),
    bindNonce: (nonce, use) => bindNonce(deps, nonce, use),
    capture: (request) => capture(deps, request),
    void: (id) => voidTransaction(deps, id),
    refund: (request) => refund(deps, request),
    getTransaction: (id) => getTransaction(deps, id),
    vaultPaymentMethod: (request) => vaultPaymentMethod(deps, request),
    listPaymentMethods: (customerId) => listPaymentMethods(deps, customerId),
    removePaymentMethod: (customerId, token) => removePaymentMethod(deps, customerId, token),
    setDefaultPaymentMethod: (customerId, token) =>
      setDefaultPaymentMethod(deps, customerId, token),
    setPaymentMethodRemovable: (customerId, token, removable) =>
      setPaymentMethodRemovable(deps, customerId, token, removable),
    clientToken: async (customerId) => {
      try {
        const response = (await sdk.clientToken.generate(customerId ? { customerId } : {})) as
          { success: true; clientToken: string } | { success: false; message: string };
        if (response.success) return { ok: true, value: response.clientToken };
        return failure('customer_not_found', response.message);
      } catch (err) {
        return transportFailure(err);
      }
    },
  };
}
