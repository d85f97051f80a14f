import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import type { TrackActionData, TrackField, TrackFieldError } from '../../lib/orders/track-form.ts';
import { formatWait } from '../../lib/too-many-requests.ts';
import { FormAlert, TextField } from '../account/sign-in/fields.tsx';
import { tooManyRequests } from '../account/sign-in/messages.ts';
import type { SectionEntry } from '../../lib/content/sections.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { m } from './messages.ts';
import { OrderPageContent } from './OrderPageContent.tsx';
import { OrderDetails } from './OrderDetails.tsx';

// The rules (and zod/mini) load when the shopper first reaches the form, not with the page.
const loadRules = () => import('../../lib/orders/track-form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;
type Errors = Partial<Record<TrackField, TrackFieldError>>;

const FIELDS: TrackField[] = ['orderNo', 'email'];

/**
 * /track-order (spec 000 §2): order number and email, both required; the order on a match, one
 * "not found" message otherwise. A plain POST, checked first in the browser when scripts run.
 */
export function TrackOrderPage({
  sections,
  recommendations,
  prefill,
  actionData,
}: {
  sections: SectionEntry[];
  recommendations: Record<string, RecommendationsView>;
  /** The values an order email's link carries. */
  prefill?: { orderNo: string; email: string } | undefined;
  actionData?: TrackActionData | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const navigation = useNavigation();
  const rules = useRef<Rules | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const errors = clientErrors ?? actionData?.errors ?? {};

  // The server's answer is announced: its message, the first faulty field, or the order found.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.notFound || actionData.retryAfterSeconds) return alertRef.current?.focus();
    if (actionData.order) return resultRef.current?.focus();
    const first = FIELDS.find((field) => actionData.errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [actionData]);

  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };
  const fieldError = (field: TrackField) => {
    const error = errors[field];
    return error ? [intl.formatMessage(m[error])] : [];
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <div className="grid max-w-md gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage(m.trackTitle)}</h1>
        <p className="text-stone-700">{intl.formatMessage(m.trackIntro)}</p>
      </div>
      <OrderPageContent sections={sections} recommendations={recommendations} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-label={intl.formatMessage(m.trackTitle)}
        onFocus={prepare}
        onPointerEnter={prepare}
        onSubmit={(event) => {
          if (!rules.current) return; // the server checks it instead
          const form = new FormData(event.currentTarget);
          const check = rules.current.checkTrackForm({
            orderNo: form.get('orderNo'),
            email: form.get('email'),
          });
          if (check.ok) return setClientErrors(null);
          event.preventDefault();
          setClientErrors(check.errors);
          const first = FIELDS.find((field) => check.errors[field]);
          event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        }}
        className="grid max-w-md gap-4"
      >
        {actionData?.retryAfterSeconds && !clientErrors ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>
              {intl.formatMessage(tooManyRequests, {
                duration: formatWait(intl, actionData.retryAfterSeconds),
              })}
            </FormAlert>
          </div>
        ) : null}
        {actionData?.notFound && !clientErrors ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>{intl.formatMessage(m.notFound)}</FormAlert>
          </div>
        ) : null}
        <TextField
          id={`${id}-order`}
          name="orderNo"
          label={intl.formatMessage(m.trackOrderNo)}
          autoComplete="off"
          defaultValue={actionData?.values.orderNo ?? prefill?.orderNo}
          errors={fieldError('orderNo')}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={intl.formatMessage(m.trackEmail)}
          autoComplete="email"
          defaultValue={actionData?.values.email ?? prefill?.email}
          errors={fieldError('email')}
        />
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={navigation.state === 'submitting' || undefined}
        >
          {intl.formatMessage(m.trackSubmit)}
        </button>
      </Form>
      {actionData?.order ? (
        <section className="grid gap-4">
          <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {intl.formatMessage(m.detailTitle, { orderNo: actionData.order.orderNo })}
          </h2>
          <OrderDetails order={actionData.order} />
        </section>
      ) : null}
    </div>
  );
}
