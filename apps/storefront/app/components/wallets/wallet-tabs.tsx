import { lazy, Suspense } from 'react';
import type { IntlShape } from 'react-intl';
import type { FundingSource, WalletType } from '../../lib/wallets/buttons.ts';
import { offersMobileWallet } from '../../lib/wallets/mobile-wallet.ts';
import type { PaymentTabDefinition, PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import { tabMessages as m } from './tab-messages.ts';

// A wallet's panel (and the sheet behind it) loads when its tab is opened.
const WalletTab = lazy(() => import('./WalletTab.tsx'));
const KlarnaTab = lazy(() => import('../klarna/KlarnaTab.tsx'));

const panel = (walletType: WalletType, fundingSource?: FundingSource) =>
  function WalletPanel(props: PaymentTabProps) {
    return (
      <Suspense fallback={null}>
        <WalletTab
          walletType={walletType}
          {...(fundingSource ? { fundingSource } : {})}
          {...props}
        />
      </Suspense>
    );
  };

const PaypalPanel = panel('paypal');
const SrcPanel = panel('stored_card_scheme');
const MobilePanel = panel('mobile_wallet');
const PayLaterPanel = panel('paypal', 'paylater');
const ApplePayPanel = panel('apple_pay');
const AmazonPayPanel = panel('amazon_pay');
const GooglePayPanel = panel('google_pay');

function KlarnaPanel(props: PaymentTabProps) {
  return (
    <Suspense fallback={null}>
      <KlarnaTab {...props} />
    </Suspense>
  );
}

type BrowserNavigator = Navigator & { userAgentData?: { mobile?: boolean } };

/**
 * Spec 002 §2: the billing step's PayPal, stored-card-scheme, mobile-wallet (and Klarna) tabs, each where the
 * site takes the method; the mobile wallet only in a browser that supports it (docs/decisions.md
 * "Mobile wallet browser support"; known once hydrated, so the server never renders it). Spec 002
 * §1 "express buttons appear on the checkout billing step": the site's other wallets follow as
 * tabs, in the spec's express order (Apple Pay, Amazon Pay, Google Pay, Pay Later); Pay Later
 * where PayPal is taken and the express configuration offers it (`payLater`; docs/decisions.md
 * "Express section at checkout").
 */
export const walletTabs = (
  intl: IntlShape,
  methods: readonly string[],
  hydrated: boolean,
  payLater: boolean,
  /** The payment gateway (site context): with Braintree the mobile wallet is Venmo. */
  gateway?: string,
): PaymentTabDefinition[] =>
  [
    { id: 'paypal', method: 'PayPal', label: intl.formatMessage(m.tabPaypal), Panel: PaypalPanel },
    { id: 'src', method: 'SRC', label: intl.formatMessage(m.tabSrc), Panel: SrcPanel },
    {
      id: 'mobile-wallet',
      method: 'MobileWallet',
      label: intl.formatMessage(m.tabMobile),
      Panel: MobilePanel,
      available: () => hydrated && offersMobileWallet(navigator as BrowserNavigator, gateway),
    },
    {
      id: 'apple-pay',
      method: 'ApplePay',
      label: intl.formatMessage(m.tabApplePay),
      Panel: ApplePayPanel,
    },
    {
      id: 'amazon-pay',
      method: 'AmazonPay',
      label: intl.formatMessage(m.tabAmazonPay),
      Panel: AmazonPayPanel,
    },
    {
      id: 'google-pay',
      method: 'GooglePay',
      label: intl.formatMessage(m.tabGooglePay),
      Panel: GooglePayPanel,
    },
    {
      id: 'pay-later',
      method: payLater ? 'PayPal' : '',
      label: intl.formatMessage(m.tabPayLater),
      Panel: PayLaterPanel,
    },
    // Issue 22: Klarna where the site takes it (the EU and Australian sites).
    { id: 'klarna', method: 'Klarna', label: intl.formatMessage(m.tabKlarna), Panel: KlarnaPanel },
  ]
    .filter((tab) => methods.includes(tab.method))
    .map(({ method: _method, ...tab }) => tab);
