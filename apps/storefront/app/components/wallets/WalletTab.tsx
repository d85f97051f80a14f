import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { WalletType } from '../../lib/wallets/buttons.ts';
import type { SheetApproval } from '../../lib/wallets/sheet.ts';
import { m } from './messages.ts';
import { NEW_ACCOUNT, useWalletTab } from './use-wallet-tab.tsx';

const NAMES: Record<WalletType, string> = {
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  amazon_pay: 'Amazon Pay',
  stored_card_scheme: 'Stored Card Scheme',
  mobile_wallet: 'Mobile Wallet',
  klarna: 'Klarna',
};

/** PayPal's Pay Later (spec 002 §2 display names: PayPal's own label). */
const PAY_LATER = 'Pay Later';

/**
 * What the approved session account is shown as: a scheme's description of its card (spec 002
 * §3), else its email, else its card's last four.
 */
function sessionAccount(approval: SheetApproval): string {
  const { email, lastFour, description } = approval.details;
  if (typeof description === 'string' && description) return description;
  if (typeof email === 'string') return email;
  return typeof lastFour === 'string' ? `•••• ${lastFour}` : '';
}

/**
 * A wallet tab of the billing step (spec 002 §4): a new account shows the wallet's button, which
 * opens the sandbox sheet for the order total; its approval makes it the session account (nonce
 * kept, button hidden) and triggers Place Order. Place Order in the new-account state opens the
 * sheet too. The save block shows for authenticated buyers in vault mode (intent not order), its
 * checkbox checked for a new account and hidden when the same card is already stored.
 */
export default function WalletTab(props: Parameters<typeof useWalletTab>[0]) {
  const intl = useIntl();
  const id = useId();
  const {
    root,
    sheet,
    stored,
    accountId,
    setAccountId,
    approval,
    setApproval,
    open,
    canSave,
    save,
    setSave,
    zeroAmount,
    refuseZeroAmount,
  } = useWalletTab(props);
  const storedAccount = stored.find((a) => a.id === accountId);
  const payLater = props.fundingSource === 'paylater';
  const wallet = payLater ? PAY_LATER : NAMES[props.walletType];
  return (
    <div
      ref={root}
      className="grid gap-3"
      data-testid={`wallet-tab-${payLater ? 'paylater' : props.walletType}`}
    >
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
              {'description' in option && option.description ? (
                // Spec 002 §3: the scheme's own words for the stored card (a flex item: its own
                // word in the radio's name).
                <span className="text-stone-600" data-testid="wallet-account-description">
                  {option.description}
                </span>
              ) : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      {storedAccount?.billingAddress ? (
        // Spec 002 §4: a stored account shows its billing address.
        <p className="text-sm text-stone-700" data-testid="wallet-account-billing">
          {intl.formatMessage(m.tabBillingAddress, { address: storedAccount.billingAddress })}
        </p>
      ) : null}
      {accountId !== NEW_ACCOUNT ? null : approval ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="font-semibold">
            {intl.formatMessage(m.tabSession, { wallet, account: sessionAccount(approval) })}
          </p>
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
          {zeroAmount ? (
            // Spec 002 §4: nothing to pay hides the wallet's button; this one says why.
            <button
              type="button"
              aria-disabled="true"
              data-testid="wallet-zero-amount"
              onClick={refuseZeroAmount}
              className="min-h-11 w-full cursor-not-allowed rounded border border-stone-400 bg-stone-100 font-semibold text-stone-700 sm:w-72"
            >
              {intl.formatMessage(m.tabButton, { wallet })}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void open()}
              className="min-h-11 w-full rounded border border-stone-900 bg-white font-semibold sm:w-72"
            >
              {intl.formatMessage(m.tabButton, { wallet })}
            </button>
          )}
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
      {sheet}
    </div>
  );
}
