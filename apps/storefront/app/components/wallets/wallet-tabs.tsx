import { lazy, Suspense } from 'react';
import type { IntlShape } from 'react-intl';
import type { WalletType } from '../../lib/wallets/buttons.ts';
import { supportsMobileWallet } from '../../lib/wallets/mobile-wallet.ts';
import type { PaymentTabDefinition, PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import { tabMessages as m } from './tab-messages.ts';

// A wallet's panel (and the sheet behind it) loads when its tab is opened.
const WalletTab = lazy(() => import('./WalletTab.tsx'));
const KlarnaTab = lazy(() => import('../klarna/KlarnaTab.tsx'));

const panel = (walletType: WalletType) =>
  function WalletPanel(props: PaymentTabProps) {
    return (
      <Suspense fallback={null}>
        <WalletTab walletType={walletType} {...props} />
      </Suspense>
    );
  };

const PaypalPanel = panel('paypal');
const SrcPanel = panel('stored_card_scheme');
const MobilePanel = panel('mobile_wallet');

function KlarnaPanel(props: PaymentTabProps) {
  return (
    <Suspense fallback={null}>
      <KlarnaTab {...props} />
    </Suspense>
  );
}

type BrowserNavigator = Navigator & { userAgentData?: { mobile?: boolean } };

/**
 * Spec 002 §2: the billing step's PayPal, stored-card-scheme, mobile-wallet (and Klarna) tabs,
 * each where the site takes the method; the mobile wallet only in a browser that supports it (docs/decisions.md
 * "Mobile wallet browser support"; known once hydrated, so the server never renders it).
 */
export const walletTabs = (
  intl: IntlShape,
  methods: readonly string[],
  hydrated: boolean,
): PaymentTabDefinition[] =>
  [
    { id: 'paypal', method: 'PayPal', label: intl.formatMessage(m.tabPaypal), Panel: PaypalPanel },
    { id: 'src', method: 'SRC', label: intl.formatMessage(m.tabSrc), Panel: SrcPanel },
    {
      id: 'mobile-wallet',
      method: 'MobileWallet',
      label: intl.formatMessage(m.tabMobile),
      Panel: MobilePanel,
      available: () => hydrated && supportsMobileWallet(navigator as BrowserNavigator),
    },
    // Issue 22: Klarna where the site takes it (the EU and Australian sites).
    { id: 'klarna', method: 'Klarna', label: intl.formatMessage(m.tabKlarna), Panel: KlarnaPanel },
  ]
    .filter((tab) => methods.includes(tab.method))
    .map(({ method: _method, ...tab }) => tab);
