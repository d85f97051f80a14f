/**
 * The one choice of payment provider (PAYMENTS_PROVIDER): the sandbox gateway (the default and
 * the journeys' test double) or the Braintree adapter. bootstrap.ts and http/app.ts both build
 * their provider here.
 */
import type { Database } from '@solo/db';
import { createBraintreeGateway, type BraintreeGateway } from './braintree/gateway.ts';
import type { BraintreeCredentials } from './braintree/sdk.ts';
import type { PaymentProvider, WalletSheet } from './provider.ts';
import { createSandboxGateway } from './sandbox.ts';

export type { BraintreeCredentials };

/** How long one Braintree call may take before it answers gateway_timeout. */
export const BRAINTREE_TIMEOUT_MS = 30_000;

export interface PaymentsConfig {
  provider: 'sandbox' | 'braintree';
  /** How long the timeout test card keeps a caller waiting before the gateway times out. */
  sandboxTimeoutMs: number;
  /** Whether device data for fraud tools is collected and recorded (spec 002 §5). */
  fraudData: boolean;
  /** Set when `provider` is braintree (config.ts refuses to start without it). */
  braintree?: BraintreeCredentials;
}

/** A provider, with the sandbox's wallet sheet when it is the sandbox. */
export type ConfiguredProvider = PaymentProvider & { wallets?: WalletSheet };

export function createPaymentProvider(
  db: Database,
  config: PaymentsConfig,
): ConfiguredProvider | BraintreeGateway {
  if (config.provider === 'braintree') {
    if (!config.braintree) throw new Error('PAYMENTS_PROVIDER=braintree needs its credentials');
    return createBraintreeGateway(db, {
      ...config.braintree,
      timeoutMs: BRAINTREE_TIMEOUT_MS,
      fraudData: config.fraudData,
    });
  }
  return createSandboxGateway(db, {
    timeoutMs: config.sandboxTimeoutMs,
    fraudData: config.fraudData,
  });
}

/** Whether the provider makes client tokens for browser components (Braintree does). */
export const hasClientToken = <P extends PaymentProvider>(
  provider: P,
): provider is P & Pick<BraintreeGateway, 'clientToken'> =>
  typeof (provider as Partial<BraintreeGateway>).clientToken === 'function';
