/**
 * The sandbox gateway: the store's own payment provider, over the database, with a real
 * gateway's semantics (single-use expiring nonces, authorize/capture/void/refund with idempotency
 * keys, a vault, fraud data) and documented test cards (README.md "Test cards").
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '@solo/db';
import { DEFAULT_TIMEOUT_MS } from './constants.ts';
import { tokenizeCard } from './nonces.ts';
import { bindNonce } from './ownership.ts';
import { pruner } from './prune.ts';
import type { PaymentProvider, WalletSheet } from './provider.ts';
import { authorize } from './authorize.ts';
import { capture, refund, voidTransaction } from './settlement.ts';
import { getTransaction, type GatewayDeps } from './transactions.ts';
import {
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  setPaymentMethodRemovable,
  vaultPaymentMethod,
} from './vault.ts';
import {
  approveWalletContext,
  cancelWalletContext,
  createWalletContext,
  getWalletContext,
} from './wallets.ts';

export interface SandboxOptions {
  /** Delay before the timeout test card fails (PAYMENTS_SANDBOX_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Whether device data is recorded (PAYMENTS_FRAUD_DATA). */
  fraudData?: boolean;
  /** The clock; tests move it to expire nonces, contexts and authorizations. */
  now?: () => Date;
}

export type SandboxGateway = PaymentProvider & { wallets: WalletSheet };

export function createSandboxGateway(db: Database, options: SandboxOptions = {}): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const deps: GatewayDeps = {
    db,
    now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fraudData: options.fraudData ?? true,
    sleep: (ms) => delay(ms),
  };
  const prune = pruner(db, now);
  return {
    fraudDataEnabled: deps.fraudData,
    tokenizeCard: async (fields, holder) => {
      await prune();
      return tokenizeCard(db, fields, now(), holder);
    },
    bindNonce: (nonce, use) => bindNonce(db, nonce, use),
    authorize: (request) => authorize(deps, request),
    capture: (request) => capture(deps, request),
    void: (id) => voidTransaction(deps, id),
    refund: (request) => refund(deps, request),
    getTransaction: (id) => getTransaction(deps, id),
    vaultPaymentMethod: (request) => vaultPaymentMethod(db, request, now()),
    listPaymentMethods: (customerId) => listPaymentMethods(db, customerId),
    removePaymentMethod: (customerId, token) => removePaymentMethod(db, customerId, token),
    setDefaultPaymentMethod: (customerId, token) => setDefaultPaymentMethod(db, customerId, token),
    setPaymentMethodRemovable: (customerId, token, removable) =>
      setPaymentMethodRemovable(db, customerId, token, removable),
    wallets: {
      createContext: async (request) => {
        await prune();
        return createWalletContext(db, request, now());
      },
      getContext: (id, holder) => getWalletContext(db, id, holder),
      approveContext: (id, buyer, holder) => approveWalletContext(db, id, buyer, now(), holder),
      cancelContext: (id, holder) => cancelWalletContext(db, id, now(), holder),
    },
  };
}
