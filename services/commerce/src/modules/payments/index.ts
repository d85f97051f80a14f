/**
 * The payment gateways behind `PaymentProvider` (the sandbox, the default; Braintree, by
 * configuration), their methods and browser-facing routes.
 */
export type { BraintreeGateway } from './braintree/gateway.ts';
export {
  BRAINTREE_TIMEOUT_MS,
  createPaymentProvider,
  hasClientToken,
  type BraintreeCredentials,
  type ConfiguredProvider,
  type PaymentsConfig,
} from './compose.ts';
export { CURRENCY_RULE, DEFAULT_TIMEOUT_MS, isCurrency } from './constants.ts';
export {
  KLARNA_CURRENCIES,
  KLARNA_LIMITS,
  KLARNA_PLANS,
  klarnaSchedule,
  splitAmount,
  type KlarnaPlan,
  type KlarnaSchedule,
} from '@solo/sites/klarna';
export {
  CREDIT_CARD,
  GIFT_CERTIFICATE,
  KLARNA,
  findCardType,
  findPaymentMethod,
  PAYMENT_METHODS,
  paymentMethodIdOf,
} from './methods.ts';
export type {
  PaymentFailure,
  PaymentProvider,
  PaymentTransaction,
  StoredPaymentMethod,
  WalletSheet,
  WalletType,
} from './provider.ts';
export { clientTokenRoutes, tokenizeRoutes, walletContextRoutes } from './routes.ts';
export { createSandboxGateway } from './sandbox.ts';
