/**
 * The payment gateway's browser components (braintree-web), loaded on demand
 * (docs/decisions/braintree-browser-components.md).
 */
export {
  clientTokenPath,
  loadCardComponents,
  openHostedCard,
  type HostedCard,
  type HostedCardOutcome,
} from './hosted-card.ts';
export { fieldErrorsOf, HOSTED_FIELD, tokenizeErrorFields } from './hosted-fields-state.ts';
export {
  collectsDeviceData,
  fundingLists,
  hostedFieldsOptions,
  isVaultFlow,
  paypalPaymentOptions,
  paypalSdkOptions,
  type ProviderConfig,
} from './options.ts';
