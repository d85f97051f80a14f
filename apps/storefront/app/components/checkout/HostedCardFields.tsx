import { useEffect, useId, useRef, useState } from 'react';
import type { CardField, FieldErrors } from '../../lib/checkout/fields.ts';
import type { HostedCard } from '../../lib/payments/gateway-client/index.ts';
import { useSite } from '../../lib/site-context.tsx';
import { inputClass } from '../ui/form-look.tsx';
import type { PaymentPrepare } from './PaymentTabs.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';

const FIELDS: CardField[] = ['owner', 'number', 'expiration', 'cvv'];

// braintree-web and this tab's use of it: one chunk, fetched only when these fields are shown.
const loadGatewayClient = () => import('../../lib/payments/gateway-client/index.ts');

/**
 * The new card's fields with PAYMENTS_PROVIDER=braintree (spec 002 §2 "hosted card fields"): each
 * is the gateway's iframe in a container of ours, labelled on the page and inside the iframe. On
 * Place Order the fields are checked (spec 002 §5, marked per field) and tokenized by the gateway
 * in the browser; the form carries only the nonce, the masked details and the data collector's
 * device data. Card data never reaches our servers.
 */
export function HostedCardFields({
  fraudTools,
  register,
}: {
  fraudTools: boolean;
  register: (prepare: PaymentPrepare | null) => void;
}) {
  const t = useCheckoutT();
  const { site } = useSite();
  const id = useId();
  const containers = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const card = useRef<HostedCard | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  const labels: Record<CardField, string> = {
    owner: t('cardOwner'),
    number: t('cardNumber'),
    expiration: t('cardExpiry'),
    cvv: t('cardCvv'),
  };
  const labelsRef = useRef(labels);

  useEffect(() => {
    let open = true;
    const boxes = containers.current;
    void loadGatewayClient()
      .then(({ openHostedCard }) =>
        openHostedCard({
          siteId: site.id,
          containers: boxes as Record<CardField, HTMLElement>,
          labels: labelsRef.current,
          fraudTools,
        }),
      )
      .then(
        (opened) => {
          if (!open) return void opened.teardown();
          card.current = opened;
          setStatus('ready');
        },
        () => open && setStatus('failed'),
      );
    return () => {
      open = false;
      void card.current?.teardown();
      card.current = null;
    };
  }, [site.id, fraudTools]);

  useEffect(() => {
    register(async (): ReturnType<PaymentPrepare> => {
      if (!card.current) return { ok: false, toast: 'default' };
      const outcome = await card.current.tokenize();
      if (outcome.ok) {
        setErrors({});
        return { ok: true, fields: outcome.fields };
      }
      if ('errors' in outcome) {
        setErrors(outcome.errors);
        const first = FIELDS.find((f) => outcome.errors[f]);
        if (first) card.current.focus(first);
        return { ok: false };
      }
      return { ok: false, toast: 'default' };
    });
    return () => register(null);
  }, [register]);

  return (
    <div className="grid gap-4" data-testid="hosted-card-fields" data-status={status}>
      {status === 'failed' ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          {t('cardFieldsUnavailable')}
        </p>
      ) : null}
      {FIELDS.map((field) => {
        const error = errorText(t, errors[field]);
        return (
          <div key={field} className="grid gap-1.5">
            <span id={`${id}-${field}-label`} className="text-sm font-semibold text-stone-900">
              {labels[field]}
            </span>
            <div
              ref={(el) => {
                containers.current[field] = el;
              }}
              data-hosted-field={field}
              role="group"
              aria-labelledby={`${id}-${field}-label`}
              aria-describedby={error ? `${id}-${field}-error` : undefined}
              data-invalid={error ? true : undefined}
              // The gateway marks the container of the focused iframe; it gets the inputs' ring.
              className={`${inputClass} py-0 data-[invalid=true]:border-red-700 [&.braintree-hosted-fields-focused]:outline-2 [&.braintree-hosted-fields-focused]:outline-offset-2 [&.braintree-hosted-fields-focused]:outline-orange-700`}
            />
            {error ? (
              <p id={`${id}-${field}-error`} className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
