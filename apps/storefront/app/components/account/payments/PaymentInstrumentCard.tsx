import { Form, Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { PaymentInstrumentView } from '../../../lib/account/payment-instruments.ts';
import { useLocalizedHref } from '../../../lib/site-context.tsx';
import { useAccountT } from '../area/use-account-t.ts';
import { m } from './messages.ts';

export const smallButton =
  'rounded-full border border-stone-400 px-4 py-1.5 text-sm font-semibold hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

/** The name a shopper knows a stored method by: "Visa ************1111", "PayPal (jo@…)". */
export function useInstrumentName(): (instrument: PaymentInstrumentView) => string {
  const intl = useIntl();
  return (instrument) => {
    if (instrument.kind === 'card') return instrument.label;
    const wallet = intl.formatMessage(
      instrument.kind === 'paypal' ? m.paypalName : m.mobileWalletName,
    );
    return instrument.email ? `${wallet} (${instrument.email})` : wallet;
  };
}

interface Props {
  instrument: PaymentInstrumentView;
  action: string;
  /**
   * Called instead of posting a removal the server marks removable, so the confirmation dialog
   * asks first (spec 000 §2); without scripts the form posts directly.
   */
  onRemove: (form: HTMLFormElement) => void;
}

/**
 * A stored card (spec 002 §3: type, 12 asterisks and the last four digits, expiry, owner) or
 * wallet account (its email), with the Default badge, Make default and Remove (spec 002 §4).
 */
export function PaymentInstrumentCard({ instrument, action, onRemove }: Props) {
  const intl = useIntl();
  const name = useInstrumentName()(instrument);
  const headingId = `payment-${instrument.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-payment-instrument={instrument.id}
      data-default={instrument.isDefault}
      className="grid h-full gap-3 rounded-lg border border-stone-300 p-4 data-[default=true]:border-stone-900"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
        {instrument.kind === 'card' ? (
          <span>
            {instrument.brand} <span className="font-mono">{instrument.maskedNumber}</span>
          </span>
        ) : (
          <span>
            {intl.formatMessage(instrument.kind === 'paypal' ? m.paypalName : m.mobileWalletName)}
          </span>
        )}
        {instrument.isDefault ? (
          <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs text-white">
            {intl.formatMessage(m.defaultBadge)}
          </span>
        ) : null}
      </h3>
      <div className="grid gap-0.5 text-sm leading-6 text-stone-800">
        {instrument.kind === 'card' ? (
          <>
            {instrument.expiry ? (
              <span>{intl.formatMessage(m.expires, { date: instrument.expiry })}</span>
            ) : null}
            {instrument.owner ? <span>{instrument.owner}</span> : null}
            {instrument.wallet ? (
              <span>{intl.formatMessage(m.savedWith, { wallet: instrument.wallet })}</span>
            ) : null}
          </>
        ) : (
          <span>{instrument.email}</span>
        )}
      </div>
      {instrument.paysSubscription ? <PaysSubscription /> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {instrument.isDefault ? null : (
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="paymentInstrumentId" value={instrument.id} />
            <button
              type="submit"
              className={smallButton}
              aria-label={intl.formatMessage(m.makeDefaultLabel, { name })}
            >
              {intl.formatMessage(m.makeDefault)}
            </button>
          </Form>
        )}
        <Form
          method="post"
          action={action}
          onSubmit={(event) => {
            // One the server keeps is posted at once: its refusal is the not-allowed message.
            if (!instrument.removable) return;
            event.preventDefault();
            onRemove(event.currentTarget);
          }}
        >
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="paymentInstrumentId" value={instrument.id} />
          <button
            type="submit"
            className={smallButton}
            aria-label={intl.formatMessage(m.removeLabel, { name })}
          >
            {intl.formatMessage(m.remove)}
          </button>
        </Form>
      </div>
    </article>
  );
}

/** Why the card stays, and where its subscriptions can be given another one. */
function PaysSubscription() {
  const intl = useIntl();
  const tAccount = useAccountT();
  const href = useLocalizedHref()('/account/subscriptions');
  return (
    <p className="flex flex-wrap gap-x-1 text-sm text-stone-800" data-testid="pays-subscription">
      <span>{intl.formatMessage(m.paysSubscription)}</span>
      <Link to={href} className="font-semibold underline underline-offset-2">
        {tAccount('navSubscriptions')}
      </Link>
    </p>
  );
}
