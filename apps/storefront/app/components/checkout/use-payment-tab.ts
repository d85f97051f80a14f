import { useState } from 'react';
import { useIntl } from 'react-intl';
import { initialTab } from '../../lib/checkout/payment-tab.ts';
import type { CheckoutView } from '../../lib/checkout/checkout-view.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useHydrated } from '../shell/hooks.ts';
import { walletTabs } from '../wallets/wallet-tabs.tsx';
import { paymentTabs } from './payment-tabs.ts';
import type { PaymentTabDefinition } from './PaymentTabs.tsx';
import { useCheckoutT } from './use-checkout-t.ts';

/**
 * The payment tabs offered and the open one, held by the page so its hash rules see the real
 * tab (spec 002 §2). Until the shopper picks one, the open tab follows the basket's instrument,
 * also once hydration adds a tab the server could not know of (the mobile wallet).
 */
export function usePaymentTab(view: CheckoutView): {
  tabs: PaymentTabDefinition[];
  tab: string;
  setTab: (id: string) => void;
} {
  const t = useCheckoutT();
  const intl = useIntl();
  const hydrated = useHydrated();
  const { gateway } = useSite();
  const payLater = view.expressButtons.includes('PayLater');
  const tabs = [
    ...paymentTabs(t),
    ...walletTabs(intl, view.paymentMethods, hydrated, payLater, gateway),
  ].filter((tab) => tab.available?.(view) ?? true);
  const [picked, setTab] = useState<string | null>(null);
  const tab =
    picked ??
    initialTab(
      tabs.map((x) => x.id),
      view.instrumentMethodId,
    );
  return { tabs, tab, setTab };
}
