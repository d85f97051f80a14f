import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WalletType } from '../../lib/wallets/buttons.ts';
import { walletErrorText, type ConfiguredMessage } from '../../lib/wallets/errors.ts';
import { WALLET_PAYMENT_METHODS } from '../../lib/wallets/methods.ts';
import type { SheetApproval } from '../../lib/wallets/sheet.ts';
import { alreadyStored, PROVIDER, SAVABLE, showSaveAccount } from '../../lib/wallets/tabs.ts';
import type { PaymentPrepare, PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';
import { useWalletSheet } from './use-wallet-sheet.tsx';

const NEW_ACCOUNT = '';

const NAMES: Record<WalletType, string> = {
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  stored_card_scheme: 'Stored Card Scheme',
  mobile_wallet: 'Mobile Wallet',
};

/**
 * A wallet tab of the billing step (spec 002 §4): a new account shows the wallet's button, which
 * opens the sandbox sheet for the order total; its approval makes it the session account (nonce
 * kept, button hidden) and triggers Place Order. Place Order in the new-account state opens the
 * sheet too. The save block shows for authenticated buyers in vault mode (intent not order), its
 * checkbox checked for a new account and hidden when the same card is already stored.
 */
export default function WalletTab({
  walletType,
  view,
  register,
  checkBilling,
}: PaymentTabProps & { walletType: WalletType }) {
  const intl = useIntl();
  const toast = useToast();
  const sheet = useWalletSheet();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [approval, setApproval] = useState<SheetApproval | null>(null);
  // Spec 002 §4 stored account: the default (else first) stored account of this wallet is chosen.
  const stored = view.savedWalletAccounts.filter(
    (a) => a.paymentMethodId === WALLET_PAYMENT_METHODS[walletType],
  );
  const [accountId, setAccountId] = useState(
    (stored.find((a) => a.isDefault) ?? stored[0])?.id ?? NEW_ACCOUNT,
  );
  const [save, setSave] = useState(true);
  const submitNext = useRef(false);
  const wallet = NAMES[walletType];
  const canSave =
    accountId === NEW_ACCOUNT &&
    SAVABLE.includes(walletType) &&
    showSaveAccount({ isRegistered: view.isRegistered, ...PROVIDER }) &&
    !alreadyStored(approval?.details, [
      ...view.savedCards,
      ...stored.flatMap((a) => (a.card ? [a.card] : [])),
    ]);
  const text = (key: ConfiguredMessage) => intl.formatMessage(m[key]);

  const open = async () => {
    // Spec 002 §5: the mobile wallet's billing form passes the browser's validity first; an
    // invalid field is marked and no sheet opens.
    if (walletType === 'mobile_wallet' && !(await checkBilling())) return;
    const amount = view.cart.estimatedTotal;
    if (amount <= 0) {
      toast({ status: 'error', title: walletErrorText({ code: 'zero-amount' }, walletType, text) });
      return;
    }
    const result = await sheet.open({
      walletType,
      flow: 'checkout',
      amount,
      currency: view.cart.currency,
    });
    if ('cancelled' in result) return;
    if ('error' in result) {
      toast({ status: 'error', title: walletErrorText(result.error, walletType, text) });
      return;
    }
    submitNext.current = true;
    setApproval(result);
  };

  useEffect(() => {
    register((): ReturnType<PaymentPrepare> => {
      if (accountId !== NEW_ACCOUNT)
        return Promise.resolve({
          ok: true,
          fields: { paymentSource: 'wallet', walletType, walletAccountId: accountId },
        });
      if (!approval) {
        void open();
        return Promise.resolve({ ok: false });
      }
      return Promise.resolve({
        ok: true,
        fields: {
          paymentSource: 'wallet',
          walletType,
          nonce: approval.nonce,
          saveAccount: String(canSave && save),
        },
      });
    });
    // Spec 002 §4: on approval the continue button (Place Order) is triggered, once the
    // prepare with the new nonce is registered.
    if (approval && submitNext.current) {
      submitNext.current = false;
      root.current?.closest('form')?.requestSubmit();
    }
    return () => register(null);
    // `open` reads the latest view through the closure of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register, approval, canSave, save, walletType, accountId]);

  const account =
    approval && typeof approval.details.email === 'string'
      ? approval.details.email
      : typeof approval?.details.lastFour === 'string'
        ? `•••• ${approval.details.lastFour}`
        : '';
  return (
    <div ref={root} className="grid gap-3" data-testid={`wallet-tab-${walletType}`}>
      {stored.length ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-semibold">
            {intl.formatMessage(m.tabAccounts, { wallet })}
          </legend>
          {[
            ...stored,
            { id: NEW_ACCOUNT, label: intl.formatMessage(m.tabNewAccount, { wallet }) },
          ].map((option) => (
            <label key={option.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-account`}
                value={option.id}
                checked={accountId === option.id}
                onChange={() => setAccountId(option.id)}
                className="size-5 accent-stone-900"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {accountId !== NEW_ACCOUNT ? null : approval ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold">{intl.formatMessage(m.tabSession, { wallet, account })}</p>
          <button
            type="button"
            onClick={() => setApproval(null)}
            className="min-h-11 text-sm font-semibold underline"
          >
            {intl.formatMessage(m.tabOther)}
          </button>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-700">{intl.formatMessage(m.tabIntro, { wallet })}</p>
          <button
            type="button"
            onClick={() => void open()}
            className="min-h-11 w-full rounded border border-stone-900 bg-white font-semibold sm:w-72"
          >
            {intl.formatMessage(m.tabButton, { wallet })}
          </button>
        </>
      )}
      {canSave ? (
        <label htmlFor={`${id}-save`} className="flex items-center gap-3 text-sm">
          <input
            id={`${id}-save`}
            type="checkbox"
            checked={save}
            onChange={(event) => setSave(event.target.checked)}
            className="size-5 accent-stone-900"
          />
          {intl.formatMessage(m.tabSave)}
        </label>
      ) : null}
      {sheet.element}
    </div>
  );
}
