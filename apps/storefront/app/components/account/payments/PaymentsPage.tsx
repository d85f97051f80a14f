import type { GatewayWallet } from '@solo/sites/gateways';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useSubmit } from 'react-router';
import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/intl.tsx';
import type {
  AccountView,
  CardView,
  PaymentActionData,
  PaymentDone,
  PaymentInstrumentView,
} from '../../../lib/account/payment-instruments.ts';
import { useLocalizedHref, useSite } from '../../../lib/site-context.tsx';
import { FormAlert } from '../sign-in/fields.tsx';
import { StatusMessage } from '../area/StatusMessage.tsx';
import { useAccountT } from '../area/use-account-t.ts';
import { AddWalletAccount } from './AddWalletAccount.tsx';
import { PaymentInstrumentCard, useInstrumentName } from './PaymentInstrumentCard.tsx';
import { m, type PaymentsMessageKey } from './messages.ts';

// The dialog's code (Radix) loads with the first Remove.
const ConfirmationDialog = lazy(() =>
  import('../../ui/ConfirmationDialog.tsx').then((module) => ({
    default: module.ConfirmationDialog,
  })),
);

const DONE_MESSAGES: Record<PaymentDone, PaymentsMessageKey> = {
  removed: 'removed',
  default: 'defaultSaved',
  paypalAdded: 'paypalAdded',
  mobileWalletAdded: 'mobileWalletAdded',
  added: 'added',
};

export interface PaymentsPageProps {
  cards: CardView[];
  paypalAccounts: AccountView[];
  mobileWalletAccounts: AccountView[];
  done: PaymentDone | null;
  answer: PaymentActionData | undefined;
}

/**
 * Credit Cards (spec 002 §2): the saved cards, PayPal accounts and mobile-wallet accounts, each
 * with Make default and Remove (spec 002 §4; removal only of what the server marks removable,
 * else the not-allowed message, §5), and adding PayPal and mobile-wallet accounts through the
 * wallet's sheet. Make default and Remove are form posts, so they also work without scripts.
 */
export function PaymentsPage({
  cards,
  paypalAccounts,
  mobileWalletAccounts,
  done,
  answer,
}: PaymentsPageProps) {
  const intl = useIntl();
  // Accounts are added through the gateway's wallet sheet: only the wallets it approves.
  const { wallets } = useSite();
  const addable = (wallet: GatewayWallet) => !wallets || wallets.includes(wallet);
  const tAccount = useAccountT();
  const tGlobal = useT();
  const href = useLocalizedHref();
  const submit = useSubmit();
  const nameOf = useInstrumentName();
  const action = href('/account/payments');
  const [removing, setRemoving] = useState<PaymentInstrumentView | null>(null);
  const pendingRemove = useRef<HTMLFormElement | null>(null);
  // A wallet sheet's error, or the mobile wallet's unsupported browser (spec 002 §2, §8).
  const [walletError, setWalletError] = useState<string | null>(null);
  const saveAccount = (nonce: string) =>
    void submit({ intent: 'add', nonce }, { method: 'post', action });

  const list = (items: PaymentInstrumentView[], label: string) => (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={label}>
      {items.map((instrument) => (
        <li key={instrument.id}>
          <PaymentInstrumentCard
            instrument={instrument}
            action={action}
            onRemove={(form) => {
              pendingRemove.current = form;
              setRemoving(instrument);
            }}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-bold tracking-tight">{tAccount('navPayments')}</h1>
      {done && !answer ? (
        <StatusMessage>{intl.formatMessage(m[DONE_MESSAGES[done]])}</StatusMessage>
      ) : null}
      {answer ? <FormAlert>{answerText(answer, intl.formatMessage, tGlobal)}</FormAlert> : null}
      {walletError ? <FormAlert>{walletError}</FormAlert> : null}
      <Section id="payments-cards" title={intl.formatMessage(m.cardsHeading)}>
        {cards.length ? (
          list(cards, intl.formatMessage(m.cardsHeading))
        ) : (
          <p className="text-stone-700">{intl.formatMessage(m.noCards)}</p>
        )}
      </Section>
      <Section id="payments-paypal" title={intl.formatMessage(m.paypalHeading)}>
        {paypalAccounts.length ? (
          list(paypalAccounts, intl.formatMessage(m.paypalHeading))
        ) : (
          <p className="text-stone-700">{intl.formatMessage(m.noPaypal)}</p>
        )}
        {addable('paypal') ? (
          <AddWalletAccount
            walletType="paypal"
            label={intl.formatMessage(m.addPaypal)}
            onApproved={saveAccount}
            onError={setWalletError}
          />
        ) : null}
      </Section>
      <Section id="payments-mobile-wallet" title={intl.formatMessage(m.mobileWalletHeading)}>
        {mobileWalletAccounts.length ? (
          list(mobileWalletAccounts, intl.formatMessage(m.mobileWalletHeading))
        ) : (
          <p className="text-stone-700">{intl.formatMessage(m.noMobileWallet)}</p>
        )}
        {addable('mobile_wallet') ? (
          <AddWalletAccount
            walletType="mobile_wallet"
            label={intl.formatMessage(m.addMobileWallet)}
            onApproved={saveAccount}
            onError={setWalletError}
          />
        ) : null}
      </Section>
      {removing === null ? null : (
        <Suspense fallback={null}>
          <ConfirmationDialog
            open
            onOpenChange={(isOpen) => {
              if (isOpen) return;
              setRemoving(null);
              // Back to the Remove button the dialog came from.
              const trigger = pendingRemove.current?.querySelector('button');
              requestAnimationFrame(() => trigger?.focus());
            }}
            title={intl.formatMessage(m.removeTitle)}
            message={intl.formatMessage(m.removeMessage, { name: nameOf(removing) })}
            primaryActionLabel={intl.formatMessage(m.removeConfirm)}
            onPrimaryAction={() => {
              if (pendingRemove.current) void submit(pendingRemove.current);
              setRemoving(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function answerText(
  answer: PaymentActionData,
  format: ReturnType<typeof useIntl>['formatMessage'],
  tGlobal: ReturnType<typeof useT>,
): string {
  if (answer.failure === 'notRemovable') return format(m.notRemovable);
  if (answer.failure === 'nonceRefused') return format(m.nonceRefused);
  return tGlobal('global.error.default');
}
