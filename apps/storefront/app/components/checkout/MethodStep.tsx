import { Form, useFetcher } from 'react-router';
import type { FieldErrors } from '../../lib/checkout/fields.ts';
import type { ContinuedStep } from '../../lib/checkout/step-focus.ts';
import type { ShippingMethodView } from '../../lib/checkout/checkout-view.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { StepSection } from './Field.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';

/**
 * Step 3: the site's shipping methods with cost and estimated arrival (spec 002 §3 "Shipping
 * method"). Choosing one saves it at once, and the summary shows the re-priced basket.
 */
export function MethodStep({
  methods,
  selectedId,
  currency,
  hasAddress,
  errors,
  onContinue,
}: {
  methods: ShippingMethodView[];
  selectedId: string;
  currency: string;
  hasAddress: boolean;
  errors: FieldErrors<'shippingMethodId'>;
  onContinue: (step: ContinuedStep) => void;
}) {
  const t = useCheckoutT();
  // A choice saves in place (no navigation): focus stays on the radio; the loaders re-price.
  const fetcher = useFetcher();
  const { locale } = useSite();
  const error = errorText(t, errors.shippingMethodId);
  const money = (amount: number) =>
    amount === 0 ? t('methodFree') : formatMoney(amount, currency, locale.id);
  return (
    <StepSection id="shipping-method" heading={t('methodHeading')}>
      {hasAddress ? (
        <Form method="post" className="grid gap-4" onSubmit={() => onContinue('shipping-method')}>
          <input type="hidden" name="intent" value="method" />
          <fieldset
            className="grid gap-2"
            aria-describedby={error ? 'shipping-method-error' : undefined}
          >
            <legend className="sr-only">{t('methodHeading')}</legend>
            {methods.map((method) => (
              <label
                key={method.id}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-stone-900"
              >
                <input
                  type="radio"
                  name="shippingMethodId"
                  value={method.id}
                  defaultChecked={method.id === selectedId}
                  onChange={(event) => {
                    const data = new FormData(event.currentTarget.form ?? undefined);
                    data.set('stay', 'true');
                    void fetcher.submit(data, { method: 'post' });
                  }}
                  className="mt-1 size-5 accent-stone-900"
                />
                <span className="grid flex-1 gap-0.5">
                  <span className="flex justify-between gap-3 font-semibold">
                    <span>{method.name}</span>
                    <span data-testid="method-price">
                      {method.basePrice !== undefined ? (
                        <s className="mr-2 font-normal text-stone-600">
                          {formatMoney(method.basePrice, currency, locale.id)}
                        </s>
                      ) : null}
                      {money(method.price)}
                    </span>
                  </span>
                  {method.arrival ? (
                    <span className="text-sm text-stone-700">
                      {t('methodArrival', { time: method.arrival })}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p id="shipping-method-error" className="text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className={primaryButtonClass}>
              {t('continueToPayment')}
            </button>
          </div>
        </Form>
      ) : (
        <p className="text-sm text-stone-700">{t('methodNeedsAddress')}</p>
      )}
    </StepSection>
  );
}
