import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { WalletType } from '../../../lib/wallets/buttons.ts';
import { offersMobileWallet } from '../../../lib/wallets/mobile-wallet.ts';
import { walletErrorText } from '../../../lib/wallets/errors.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { useHydrated } from '../../shell/hooks.ts';
import { m as walletMessages } from '../../wallets/messages.ts';
import { useWalletSheet } from '../../wallets/use-wallet-sheet.tsx';
import { smallButton } from './PaymentInstrumentCard.tsx';

interface Props {
  walletType: Extract<WalletType, 'paypal' | 'mobile_wallet'>;
  label: string;
  /** The approved account's single-use nonce, to be saved by the page's action. */
  onApproved: (nonce: string) => void;
  /** A text for the page's alert; null clears it. */
  onError: (message: string | null) => void;
}

/**
 * "Add PayPal account" / "Add mobile wallet account" (spec 002 §2): the wallet's sheet in vault
 * flow approves the account, and the page saves its nonce. The sheet needs scripts, so the button
 * appears once the page is hydrated. Spec 002 §2: on this page a browser without mobile-wallet
 * support is an error (at checkout the tab is hidden instead); with Braintree, Venmo's component
 * decides in its sheet and answers the same error.
 */
export function AddWalletAccount({ walletType, label, onApproved, onError }: Props) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { gateway } = useSite();
  const sheet = useWalletSheet();
  const button = useRef<HTMLButtonElement>(null);
  const text = (key: keyof typeof walletMessages) => intl.formatMessage(walletMessages[key]);
  if (!hydrated) return null;

  const add = async () => {
    onError(null);
    if (walletType === 'mobile_wallet' && !offersMobileWallet(navigator, gateway)) {
      onError(text('mobileWalletNotSupported'));
      return;
    }
    const result = await sheet.open({ walletType, flow: 'vault' });
    if ('nonce' in result) onApproved(result.nonce);
    else if ('error' in result) onError(walletErrorText(result.error, walletType, text));
    // Back to this button when the sheet closes.
    requestAnimationFrame(() => button.current?.focus());
  };

  return (
    <div>
      <button ref={button} type="button" className={smallButton} onClick={() => void add()}>
        {label}
      </button>
      {sheet.element}
    </div>
  );
}
