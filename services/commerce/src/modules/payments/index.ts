/** The sandbox payment gateway behind `PaymentProvider`, its methods and browser-facing routes. */
export { DEFAULT_TIMEOUT_MS } from './constants.ts';
export {
  CREDIT_CARD,
  GIFT_CERTIFICATE,
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
} from './provider.ts';
export { tokenizeRoutes, walletContextRoutes } from './routes.ts';
export { createSandboxGateway } from './sandbox.ts';
