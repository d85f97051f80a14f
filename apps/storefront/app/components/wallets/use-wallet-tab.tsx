import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WalletType } from '../../lib/wallets/buttons.ts';
import { walletErrorText, type ConfiguredMessage } from '../../lib/wallets/errors.ts';
import { WALLET_PAYMENT_METHODS } from '../../lib/wallets/methods.ts';
import { checkoutBuyer } from '../../lib/wallets/sandbox-buyer.ts';
import type { SheetApproval, SheetRequest } from '../../lib/wallets/sheet.ts';
import { alreadyStored, SAVABLE, showSaveAccount } from '../../lib/wallets/tabs.ts';
import type { PaymentPrepare, PaymentTabProps } from '../checkout/PaymentTabs.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';
import { useWalletSheet } from './use-wallet-sheet.tsx';

/** The account choice that means "a new account through the sheet". */
export const NEW_ACCOUNT = '';

/**
 * A wallet tab's behaviour (spec 002 §4): the chosen account (the default, else first, stored
 * account of this wallet; else a new one), the sheet's approval, the save choice, and the prepare
 * it registers for Place Order. A new account without an approval opens the sheet; its approval
 * triggers Place Order once the prepare with the new nonce is registered. Pay Later
 * (`fundingSource` paylater) is PayPal paying in instalments: no stored or saved accounts.
 */
export function useWalletTab({
  walletType,
  view,
  register,
  checkBilling,
  hideContinue,
  fundingSource,
  amountDue,
}: PaymentTabProps & {
  walletType: WalletType;
  /** PayPal's Pay Later, or Klarna's plan the shopper chose (the sheet approves it). */
  fundingSource?: SheetRequest['fundingSource'];
  /** What the sheet approves, when not the estimated total (Klarna: what gift cards leave). */
  amountDue?: number;
}) {
  const intl = useIntl();
  const toast = useToast();
  const sheet = useWalletSheet();
  const root = useRef<HTMLDivElement>(null);
  const [approval, setApproval] = useState<SheetApproval | null>(null);
  const payLater = fundingSource === 'paylater';
  const stored = payLater
    ? []
    : view.savedWalletAccounts.filter(
        (a) => a.paymentMethodId === WALLET_PAYMENT_METHODS[walletType],
      );
  const [accountId, setAccountId] = useState(
    (stored.find((a) => a.isDefault) ?? stored[0])?.id ?? NEW_ACCOUNT,
  );
  const [save, setSave] = useState(true);
  const submitNext = useRef(false);
  const canSave =
    accountId === NEW_ACCOUNT &&
    !payLater &&
    SAVABLE.includes(walletType) &&
    showSaveAccount({ isRegistered: view.isRegistered, ...view.provider }) &&
    !alreadyStored(approval?.details, [
      ...view.savedCards,
      ...stored.flatMap((a) => (a.card ? [a.card] : [])),
    ]);
  const text = (key: ConfiguredMessage) => intl.formatMessage(m[key]);
  /** Spec 002 §4: a new account without an approval shows the wallet's button, not continue. */
  const newAccount = accountId === NEW_ACCOUNT && !approval;
  /** Spec 002 §4: with nothing to pay, a zero-amount button stands in for the wallet's. */
  const zeroAmount = view.cart.estimatedTotal <= 0;

  useEffect(() => {
    hideContinue(newAccount);
    return () => hideContinue(false);
  }, [newAccount, hideContinue]);

  const refuseZeroAmount = () =>
    toast({ status: 'error', title: walletErrorText({ code: 'zero-amount' }, walletType, text) });

  const open = async () => {
    // Spec 002 §5: the mobile wallet's billing form passes the browser's validity first; an
    // invalid field is marked and no sheet opens.
    if (walletType === 'mobile_wallet' && !(await checkBilling())) return;
    // Spec 002 §5: the billing phone is valid before the Apple Pay sheet opens; an empty or
    // malformed one is marked and focused, and no sheet opens.
    if (walletType === 'apple_pay' && !(await checkBilling({ phone: true }))) return;
    const amount = amountDue ?? view.cart.estimatedTotal;
    if (amount <= 0) return refuseZeroAmount();
    const result = await sheet.open({
      walletType,
      flow: 'checkout',
      amount,
      currency: view.cart.currency,
      ...(fundingSource ? { fundingSource } : {}),
      // Spec 002 §3: the wallet provider's intent and fraud tools (a gateway's wallet options);
      // the tab pays once, its save choice vaults the nonce on the server.
      providerConfig: {
        intent: view.provider.intent,
        isFraudToolsEnabled: view.provider.fraudToolsEnabled,
      },
      // The save block may vault this approval: a gateway's nonce must be one its vault takes.
      ...(canSave ? { saveAccount: true } : {}),
      // The sheet starts from what the shopper gave the checkout (never another customer's).
      buyer: checkoutBuyer(view.email, view.shipping, view.billing),
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
    if (approval && submitNext.current) {
      submitNext.current = false;
      root.current?.closest('form')?.requestSubmit();
    }
    return () => register(null);
    // `open` reads the latest view through the closure of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [register, approval, canSave, save, walletType, accountId, fundingSource]);

  return {
    root,
    sheet: sheet.element,
    stored,
    accountId,
    setAccountId,
    approval,
    setApproval,
    save,
    setSave,
    canSave,
    open,
    zeroAmount,
    refuseZeroAmount,
  };
}
