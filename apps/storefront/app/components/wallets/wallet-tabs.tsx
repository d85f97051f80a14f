import type { IntlShape } from 'react-intl';
import { mobileWalletSupported } from '../../lib/wallets/tabs.ts';
import type { PaymentTabDefinition, PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import { m } from './messages.ts';
import { WalletTab } from './WalletTab.tsx';

const PaypalPanel = (props: PaymentTabProps) => <WalletTab walletType="paypal" {...props} />;
const SrcPanel = (props: PaymentTabProps) => (
  <WalletTab walletType="stored_card_scheme" {...props} />
);
const MobilePanel = (props: PaymentTabProps) => <WalletTab walletType="mobile_wallet" {...props} />;

/**
 * Spec 002 §2: the billing step's PayPal, stored-card-scheme and mobile-wallet tabs, each where the
 * site takes the method; the mobile wallet only in a browser that supports it (known once
 * hydrated, so the server never renders it).
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
      available: () => hydrated && mobileWalletSupported(window),
    },
  ]
    .filter((tab) => methods.includes(tab.method))
    .map(({ method: _method, ...tab }) => tab);
