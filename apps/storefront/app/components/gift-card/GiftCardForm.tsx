import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { addToCartEvent, pushDataLayer } from '../../lib/basket/analytics.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type {
  GiftCardActionData,
  GiftCardErrors,
  GiftCardField,
} from '../../lib/gift-card/form.ts';
import {
  CUSTOM_AMOUNT,
  GIFT_CARD_LIMIT_TITLE,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  GIFT_CARD_PRESETS,
} from '../../lib/gift-card/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { inputClass } from '../account/fields.tsx';
import { useCart } from '../cart/cart-state.tsx';
import { shellCartMessages } from '../cart/shell-messages.ts';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';

const loadRules = () => import('../../lib/gift-card/form.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;

const FIELD_ORDER: GiftCardField[] = [
  'amount',
  'custom_amount',
  'recipient_name',
  'recipient_email',
  'confirm_recipient_email',
  'your_name',
  'gift_message',
];

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec 001 §2, §3, §5 the e-gift card form, in place of quantity and Add to Cart: an amount
 * (presets or Custom Amount), recipient name and email twice, the sender's name and a message.
 * Without scripts it posts to the product route's action; with them the same rules run in the
 * browser and the card is added through the basket like any add (toast, mini cart). The
 * service's one-per-order refusal and other failures show the spec 001 §8 messages.
 */
export default function GiftCardForm({
  productId,
  tracking,
  actionData,
}: {
  productId: string;
  tracking: ProductTracking;
  actionData?: GiftCardActionData | undefined;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const { write } = useCart();
  const toast = useToast();
  const drawers = useShellDrawers();
  const navigation = useNavigation();
  const id = useId();
  const rules = useRef<Rules | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<GiftCardErrors | null>(null);
  const [busy, setBusy] = useState(false);
  // After a successful add the form starts again, empty.
  const [generation, setGeneration] = useState(0);
  const errors = clientErrors ?? actionData?.errors ?? {};
  const values = generation === 0 ? actionData?.values : undefined;
  const money = (n: number) => formatMoney(n, tracking.currency, locale.id);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.formError) return alertRef.current?.focus();
    focusFirst(formRef.current, actionData.errors);
  }, [actionData]);

  const prepare = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    void (async () => {
      rules.current ??= await loadRules();
      const typed = rules.current.giftCardValues(Object.fromEntries(new FormData(form)));
      const check = rules.current.checkGiftCard(typed);
      if (!check.ok) {
        setClientErrors(check.errors);
        focusFirst(form, check.errors);
        return;
      }
      setClientErrors(null);
      setBusy(true);
      const result = await write({ intent: 'addGiftCard', productId, card: typed });
      setBusy(false);
      if ('error' in result) {
        const limit = result.error.title === GIFT_CARD_LIMIT_TITLE;
        toast({
          status: 'error',
          title: intl.formatMessage(limit ? m.limitExceeded : m.addFailed),
        });
        return;
      }
      pushDataLayer(
        addToCartEvent([{ tracking: { ...tracking, price: check.value.amount }, quantity: 1 }]),
      );
      toast({
        status: 'success',
        title: intl.formatMessage(shellCartMessages.addedToCart, { n: 1 }),
      });
      setGeneration((n) => n + 1);
      drawers.open('cart');
    })();
  };

  const error = (field: GiftCardField) => {
    const key = errors[field];
    return key ? intl.formatMessage(m[key]) : undefined;
  };
  const described = (field: GiftCardField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const text = (field: GiftCardField, label: string, type: 'text' | 'email', auto: string) => (
    <Field id={`${id}-${field}`} label={label} error={error(field)}>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={auto}
        defaultValue={values?.[field]}
        {...described(field)}
        className={inputClass}
        {...(type === 'email' ? { inputMode: 'email' as const, spellCheck: false } : {})}
      />
    </Field>
  );
  const chosen = values?.amount;

  return (
    <Form
      key={generation}
      ref={formRef}
      method="post"
      noValidate
      onFocus={prepare}
      onPointerEnter={prepare}
      onSubmit={onSubmit}
      className="grid gap-4"
      data-testid="gift-card-form"
    >
      {actionData?.formError && !clientErrors ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-none"
        >
          {intl.formatMessage(actionData.formError === 'limit' ? m.limitExceeded : m.addFailed)}
        </div>
      ) : null}
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-stone-900">
          {intl.formatMessage(m.amount)}
        </legend>
        <div className="flex flex-wrap gap-2">
          {[...GIFT_CARD_PRESETS.map(String), CUSTOM_AMOUNT].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-400 px-4 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-700"
            >
              <input
                type="radio"
                name="amount"
                value={value}
                defaultChecked={chosen === value}
                className="sr-only"
              />
              {value === CUSTOM_AMOUNT ? intl.formatMessage(m.customAmount) : money(Number(value))}
            </label>
          ))}
        </div>
        {errors.amount ? (
          <p id={`${id}-amount-error`} className="text-sm text-red-800">
            {error('amount')}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-custom_amount`}
        label={intl.formatMessage(m.customAmountLabel, {
          min: money(GIFT_CARD_MIN),
          max: money(GIFT_CARD_MAX),
        })}
        error={error('custom_amount')}
      >
        <input
          id={`${id}-custom_amount`}
          name="custom_amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values?.custom_amount}
          {...described('custom_amount')}
          className={inputClass}
        />
      </Field>
      {text('recipient_name', intl.formatMessage(m.recipientName), 'text', 'off')}
      {text('recipient_email', intl.formatMessage(m.recipientEmail), 'email', 'off')}
      {text('confirm_recipient_email', intl.formatMessage(m.confirmRecipientEmail), 'email', 'off')}
      {text('your_name', intl.formatMessage(m.yourName), 'text', 'name')}
      <Field
        id={`${id}-gift_message`}
        label={intl.formatMessage(m.giftMessage)}
        error={error('gift_message')}
      >
        <textarea
          id={`${id}-gift_message`}
          name="gift_message"
          rows={4}
          defaultValue={values?.gift_message}
          {...described('gift_message')}
          className={`${inputClass} py-3`}
        />
      </Field>
      <button
        type="submit"
        className={primaryButtonClass}
        aria-disabled={busy || navigation.state === 'submitting' || undefined}
      >
        {intl.formatMessage(m.addToCart)}
      </button>
    </Form>
  );
}

/** Moves focus to the first field at fault (the amount's first choice for the amount). */
function focusFirst(form: HTMLFormElement | null, errors: GiftCardErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
