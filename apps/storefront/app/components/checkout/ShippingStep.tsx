import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import type { CountryOption } from '../../lib/account/countries.ts';
import {
  ADDRESS_FIELDS,
  valuesOf,
  type AddressField,
  type FieldErrors,
  type FormValues,
} from '../../lib/checkout/fields.ts';
import type { ContinuedStep } from '../../lib/checkout/step-focus.ts';
import type { SavedAddressView } from '../../lib/checkout/checkout-view.ts';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { focusFirstInvalid, useFocusOnServerErrors } from '../account/area/focus-errors.ts';
import { primaryButtonClass, secondaryButtonClass } from '../shell/styles.ts';
import { AddressFields } from './AddressFields.tsx';
import { StepSection } from './Field.tsx';
import { useCheckoutT } from './use-checkout-t.ts';

// The rules load when the shopper first reaches the form (the server checks them too).
const loadRules = () => import('../../lib/checkout/address.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

/**
 * Step 2: the shipping address, checked in the browser and again by the action and the service
 * (countries the site ships to, phone (xxx) xxx-xxxx). A signed-in customer can ship to a saved
 * address in one step.
 */
export function ShippingStep({
  values,
  errors: serverErrors,
  countries,
  savedAddresses,
  submitOnLanding = false,
  onContinue,
}: {
  values: FormValues<AddressField>;
  errors: FieldErrors<AddressField>;
  countries: CountryOption[];
  savedAddresses: SavedAddressView[];
  /**
   * Spec 002 §2: landing on `#placeOrder` with the PayPal tab and no shipping country or state
   * submits the form once its rules are loaded, so the errors show and focus the first field.
   */
  submitOnLanding?: boolean;
  /** The step was sent (the page moves focus on: CheckoutPage). */
  onContinue: (step: ContinuedStep) => void;
}) {
  const t = useCheckoutT();
  const rules = useRef<Rules | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors<AddressField> | null>(null);
  useFocusOnServerErrors(formRef, serverErrors);
  // Issue 14: what the shopper typed survives the page's own answers; the address as stored
  // fills only the fields not typed into since it was sent.
  const kept = useKeptFields(formRef, values);
  const sentOn = () => {
    kept.markSent();
    onContinue('shipping');
  };
  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };
  useEffect(() => {
    if (!submitOnLanding) return;
    void loadRules().then((loaded) => {
      rules.current = loaded;
      formRef.current?.requestSubmit();
    });
  }, [submitOnLanding]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!rules.current) return sentOn(); // the action checks it instead
    const form = event.currentTarget;
    const { checkAddress, shippingRules } = rules.current;
    const check = checkAddress(
      valuesOf(new FormData(form), ADDRESS_FIELDS),
      shippingRules(countries.map((c) => c.code)),
    );
    if (check.ok) {
      setClientErrors(null);
      return sentOn();
    }
    event.preventDefault();
    setClientErrors(check.errors);
    focusFirstInvalid(form);
  };
  return (
    <StepSection id="shipping" heading={t('shippingHeading')}>
      {savedAddresses.length ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">{t('savedAddresses')}</h3>
          <ul className="grid gap-2">
            {savedAddresses.map((address) => (
              <li key={address.id}>
                <Form
                  method="post"
                  onSubmit={() => {
                    // The shopper asked for this address: it replaces what the fields hold.
                    kept.release(ADDRESS_FIELDS);
                    onContinue('shipping');
                  }}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 p-3"
                >
                  <input type="hidden" name="intent" value="savedAddress" />
                  <input type="hidden" name="addressId" value={address.id} />
                  <span className="text-sm">{address.summary}</span>
                  <button type="submit" className={secondaryButtonClass}>
                    {t('useAddress', { name: address.id })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <h3 className="pt-2 font-semibold">{t('newAddress')}</h3>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onFocus={prepare}
        onPointerEnter={prepare}
        onSubmit={onSubmit}
        className="grid gap-4"
        aria-label={t('shippingHeading')}
      >
        <input type="hidden" name="intent" value="shipping" />
        <AddressFields
          idPrefix="shipping"
          values={values}
          errors={clientErrors ?? serverErrors}
          countries={countries}
          phoneRequired
        />
        <div>
          <button type="submit" className={primaryButtonClass}>
            {t('continueToShippingMethod')}
          </button>
        </div>
      </Form>
    </StepSection>
  );
}
