/** What the Braintree adapter's calls share. */
import type braintree from 'braintree';
import type { Database } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import type { ClaimDeps } from './claims.ts';

export interface BraintreeDeps {
  db: Database;
  sdk: braintree.BraintreeGateway;
  now: () => Date;
  /** Whether device data is sent to the gateway's fraud tools (PAYMENTS_FRAUD_DATA). */
  fraudData: boolean;
  claims: ClaimDeps;
  merchantAccounts?: Partial<Record<CurrencyCode, string>> | undefined;
}
