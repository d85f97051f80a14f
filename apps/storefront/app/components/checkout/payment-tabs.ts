import type { PaymentTabDefinition } from './PaymentTabs.tsx';
import { CardTab } from './CardTab.tsx';
import type { CheckoutT } from './use-checkout-t.ts';

/**
 * The billing step's payment tabs, in order (spec 002 §2). A wallet tab (PayPal,
 * stored-card-scheme, mobile-wallet) is one more entry with its own panel component.
 */
export const paymentTabs = (t: CheckoutT): PaymentTabDefinition[] => [
  { id: 'card', label: t('tabCard'), Panel: CardTab },
];
