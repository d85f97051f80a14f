import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/intl.tsx';
import { formatMoney } from '../../lib/format/money.ts';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { messageById } from '../../i18n/define-messages.ts';
import type {
  FREQUENCY_CHOICES,
  SubscriptionActionData,
  SubscriptionIntent,
  SubscriptionView,
  UpcomingOrderView,
} from '../../lib/subscriptions/view.ts';
import { FormAlert } from '../account/sign-in/fields.tsx';
import { StatusMessage } from '../account/area/StatusMessage.tsx';
import { useAccountT } from '../account/area/use-account-t.ts';
import { m } from './messages.ts';

const DONE = {
  frequency: m.doneFrequency,
  quantity: m.doneQuantity,
  card: m.doneCard,
  address: m.doneAddress,
  skip: m.doneSkip,
  pause: m.donePause,
  resume: m.doneResume,
  cancel: m.doneCancel,
} satisfies Record<SubscriptionIntent, unknown>;

// The offer's message (offer-messages.ts), by id: that module stays in the product page's chunk.
const every = messageById('subscriptions.frequency.every');

const GLYPH_TIMES = '×';

const STATUS = { active: m.statusActive, paused: m.statusPaused, canceled: m.statusCanceled };

const smallButton =
  'rounded-full border border-stone-400 px-4 py-1.5 text-sm font-semibold hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
// max-w-full: a select is as wide as its longest option (a card, an address) unless held in.
const field = 'min-h-11 min-w-0 max-w-full rounded border border-stone-400 bg-white px-2';

interface Choice {
  id: string;
  label: string;
}

export interface SubscriptionsPageProps {
  subscriptions: SubscriptionView[];
  upcoming: UpcomingOrderView | null;
  cards: Choice[];
  addresses: Choice[];
  /** The subscription whose Cancel asks for confirmation (`?cancel=`). */
  cancelling: string | null;
  /** The frequency select's options and the most units, as the rules set them. */
  frequencies: typeof FREQUENCY_CHOICES;
  maxQuantity: number;
  done: SubscriptionIntent | null;
  answer: SubscriptionActionData | undefined;
}

/**
 * Subscriptions (issue 21): the upcoming order with its date and total, then each subscription
 * (product, quantity, frequency, next order date, price, card, address) with its changes. Every
 * change is a form post with an `intent`, so the page works without scripts; Cancel asks first
 * (`?cancel=<id>`, a page of its own).
 */
export function SubscriptionsPage({
  subscriptions,
  upcoming,
  cards,
  addresses,
  cancelling,
  frequencies,
  maxQuantity,
  done,
  answer,
}: SubscriptionsPageProps) {
  const intl = useIntl();
  const tAccount = useAccountT();
  const tGlobal = useT();
  const { locale } = useSite();
  const action = useLocalizedHref()('/account/subscriptions');
  const busy = useNavigation().state === 'submitting';
  const money = (n: number, currency: string) => formatMoney(n, currency, locale.id);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale.id, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date.slice(0, 10)}T00:00:00Z`),
    );
  const answerText = (a: SubscriptionActionData) =>
    a.failure === 'invalid'
      ? intl.formatMessage(m.invalid)
      : a.failure === 'canceled'
        ? intl.formatMessage(m.canceledAlready)
        : a.failure === 'notFound'
          ? intl.formatMessage(m.notFound)
          : tGlobal('global.error.default');
  // A line whose product has no price in the currency yet (the service leaves it out): quantity
  // and name only.
  const upcomingLine = (item: UpcomingOrderView['items'][number]) =>
    item.price === null || !upcoming
      ? [String(item.quantity), GLYPH_TIMES, item.productName].join(' ')
      : intl.formatMessage(m.upcomingLine, {
          quantity: item.quantity,
          name: item.productName,
          price: money(item.price, upcoming.currency),
        });
  const hidden = (intent: SubscriptionIntent, id: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscriptionId" value={id} />
    </>
  );
  const button = (label: string, testId: string) => (
    <button type="submit" className={smallButton} disabled={busy} data-testid={testId}>
      {label}
    </button>
  );
  return (
    <div className="grid gap-8 *:min-w-0">
      <h1 className="text-3xl font-bold tracking-tight">{tAccount('navSubscriptions')}</h1>
      {done && !answer ? <StatusMessage>{intl.formatMessage(DONE[done])}</StatusMessage> : null}
      {answer ? <FormAlert>{answerText(answer)}</FormAlert> : null}
      {upcoming ? (
        <section
          aria-labelledby="subscriptions-upcoming"
          className="grid gap-2"
          data-testid="upcoming-order"
        >
          <h2 id="subscriptions-upcoming" className="text-xl font-semibold">
            {intl.formatMessage(m.upcomingHeading)}
          </h2>
          <p>
            {intl.formatMessage(m.upcomingSummary, {
              date: day(upcoming.date),
              total: money(upcoming.total, upcoming.currency),
            })}
          </p>
          <ul className="list-disc ps-6 text-sm text-stone-700">
            {upcoming.items.map((item) => (
              <li key={item.subscriptionId}>{upcomingLine(item)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="subscriptions-list" className="grid gap-4">
        <h2 id="subscriptions-list" className="text-xl font-semibold">
          {intl.formatMessage(m.listHeading)}
        </h2>
        {subscriptions.length === 0 ? (
          <p className="text-stone-700">{intl.formatMessage(m.none)}</p>
        ) : (
          <ul className="grid gap-4 *:min-w-0">
            {subscriptions.map((s) => {
              const headingId = `subscription-${s.id}`;
              const formId = (what: string) => `${headingId}-${what}`;
              return (
                <li key={s.id}>
                  <article
                    aria-labelledby={headingId}
                    data-subscription={s.id}
                    data-status={s.status}
                    className="grid gap-3 rounded-lg border border-stone-300 p-4 *:min-w-0"
                  >
                    <div className="flex flex-wrap items-center gap-3">
                      {s.image ? (
                        <img
                          src={s.image}
                          alt=""
                          width={64}
                          height={64}
                          className="size-16 rounded object-cover"
                        />
                      ) : null}
                      <h3 id={headingId} className="font-semibold">
                        {s.productName}
                      </h3>
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                        {intl.formatMessage(STATUS[s.status])}
                      </span>
                    </div>
                    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                      {s.status === 'canceled' ? null : (
                        <Row label={intl.formatMessage(m.nextOrder)} testId="next-order-date">
                          {day(s.nextOrderDate)}
                        </Row>
                      )}
                      {s.price !== null && s.total !== null ? (
                        <Row label={intl.formatMessage(m.price)}>
                          {intl.formatMessage(m.priceValue, {
                            total: money(s.total, s.currency),
                            price: money(s.price, s.currency),
                          })}
                        </Row>
                      ) : null}
                      {s.changeable ? null : (
                        <>
                          <Row label={intl.formatMessage(m.quantity)}>{s.quantity}</Row>
                          <Row label={intl.formatMessage(m.frequency)}>
                            {intl.formatMessage(every, { months: s.months })}
                          </Row>
                        </>
                      )}
                      {s.card ? <Row label={intl.formatMessage(m.card)}>{s.card}</Row> : null}
                      {s.address ? (
                        <Row label={intl.formatMessage(m.address)}>{s.address}</Row>
                      ) : null}
                    </dl>
                    {s.failure ? (
                      <p className="text-sm font-semibold text-red-800">
                        {intl.formatMessage(m.declined, { date: day(s.failure.nextRetryAt) })}
                      </p>
                    ) : null}
                    {s.changeable ? (
                      <div className="grid gap-3 *:min-w-0 sm:grid-cols-2">
                        <ChangeForm
                          action={action}
                          fields={hidden('frequency', s.id)}
                          label={intl.formatMessage(m.frequency)}
                          fieldId={formId('frequency')}
                          submit={button(intl.formatMessage(m.save), 'save-frequency')}
                        >
                          <select
                            id={formId('frequency')}
                            name="frequency"
                            defaultValue={s.frequency}
                            className={field}
                          >
                            {frequencies.map((f) => (
                              <option key={f.value} value={f.value}>
                                {intl.formatMessage(every, { months: f.months })}
                              </option>
                            ))}
                          </select>
                        </ChangeForm>
                        <ChangeForm
                          action={action}
                          fields={hidden('quantity', s.id)}
                          label={intl.formatMessage(m.quantity)}
                          fieldId={formId('quantity')}
                          submit={button(intl.formatMessage(m.save), 'save-quantity')}
                        >
                          <input
                            id={formId('quantity')}
                            name="quantity"
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={maxQuantity}
                            required
                            defaultValue={s.quantity}
                            className={`${field} w-24`}
                          />
                        </ChangeForm>
                        {cards.length ? (
                          <ChangeForm
                            action={action}
                            fields={hidden('card', s.id)}
                            label={intl.formatMessage(m.card)}
                            fieldId={formId('card')}
                            submit={button(intl.formatMessage(m.save), 'save-card')}
                          >
                            <select
                              id={formId('card')}
                              name="paymentInstrumentId"
                              defaultValue={s.cardId ?? undefined}
                              className={field}
                            >
                              {cards.map((c) => (
                                <option key={c.id} value={c.id}>
                                  {c.label}
                                </option>
                              ))}
                            </select>
                          </ChangeForm>
                        ) : null}
                        {addresses.length ? (
                          <ChangeForm
                            action={action}
                            fields={hidden('address', s.id)}
                            label={intl.formatMessage(m.address)}
                            fieldId={formId('address')}
                            submit={button(intl.formatMessage(m.save), 'save-address')}
                          >
                            <select
                              id={formId('address')}
                              name="shippingAddressId"
                              required
                              defaultValue={s.addressId ?? ''}
                              className={field}
                            >
                              {/* An address no longer in the book: shown, not chosen again. */}
                              {s.addressId || !s.address ? null : (
                                <option value="" disabled>
                                  {s.address}
                                </option>
                              )}
                              {addresses.map((a) => (
                                <option key={a.id} value={a.id}>
                                  {a.label}
                                </option>
                              ))}
                            </select>
                          </ChangeForm>
                        ) : null}
                      </div>
                    ) : null}
                    {s.changeable ? (
                      <div className="flex flex-wrap gap-2">
                        {s.status === 'active' ? (
                          <>
                            <Form method="post" action={action}>
                              {hidden('skip', s.id)}
                              {button(intl.formatMessage(m.skip), 'skip')}
                            </Form>
                            <Form method="post" action={action}>
                              {hidden('pause', s.id)}
                              {button(intl.formatMessage(m.pause), 'pause')}
                            </Form>
                          </>
                        ) : (
                          <Form method="post" action={action}>
                            {hidden('resume', s.id)}
                            {button(intl.formatMessage(m.resume), 'resume')}
                          </Form>
                        )}
                        {cancelling === s.id ? null : (
                          <Link
                            to={`${action}?cancel=${encodeURIComponent(s.id)}`}
                            className={smallButton}
                            data-testid="cancel"
                          >
                            {intl.formatMessage(m.cancel)}
                          </Link>
                        )}
                      </div>
                    ) : null}
                    {cancelling === s.id ? (
                      <CancelConfirmation
                        question={intl.formatMessage(m.cancelQuestion, { name: s.productName })}
                      >
                        <Form method="post" action={action}>
                          {hidden('cancel', s.id)}
                          <button
                            type="submit"
                            disabled={busy}
                            className="rounded-full bg-red-800 px-4 py-1.5 text-sm font-semibold text-white"
                            data-testid="cancel-confirm"
                          >
                            {intl.formatMessage(m.cancelConfirm)}
                          </button>
                        </Form>
                        <Link to={action} className={smallButton}>
                          {intl.formatMessage(m.cancelKeep)}
                        </Link>
                      </CancelConfirmation>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One change of a subscription: a labelled control and its Save, posted with its intent. */
function ChangeForm({
  action,
  fields,
  label,
  fieldId,
  submit,
  children,
}: {
  action: string;
  /** The hidden intent and subscription id. */
  fields: ReactNode;
  label: string;
  fieldId: string;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      {fields}
      <label htmlFor={fieldId} className="grid min-w-0 gap-1 text-sm">
        {label}
        {children}
      </label>
      {submit}
    </Form>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}

/** Cancel's question; focus moves to it so a keyboard or screen reader user lands on it. */
function CancelConfirmation({ question, children }: { question: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-label={question}
      className="grid gap-3 rounded-md border border-red-800 bg-red-50 p-3"
      data-testid="cancel-confirmation"
    >
      <p className="font-semibold">{question}</p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
