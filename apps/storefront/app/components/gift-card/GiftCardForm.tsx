import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type {
  GiftCardActionData,
  GiftCardErrors,
  GiftCardField,
} from '../../lib/gift-card/form.ts';
import type { GiftCardAmounts } from '../../lib/gift-card/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { useCart } from '../cart/cart-state.tsx';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { useToast } from '../ui/Toaster.tsx';
import { messageById } from '../../i18n/define-messages.ts';
import { shellCartMessages } from '../cart/shell-messages.ts';
import type { GiftCardMessageKey } from './messages.ts';

const loadSubmit = () => import('../../lib/gift-card/submit.ts');

/**
 * Every id is `giftCard.{key}` (messages.test.ts). Formatting by key keeps the descriptors out of
 * the product page: importing anything from messages.ts loads the chunk the cart's gift card
 * lines share, descriptors and all.
 */
const message = (key: GiftCardMessageKey) => messageById(`giftCard.${key}`);

const inputClass =
  'min-h-12 w-full rounded-md border border-stone-400 bg-white px-4 text-base focus-visible:outline-2 focus-visible:outline-orange-700 aria-[invalid=true]:border-red-700';

/** The text fields in the order the form shows them (focus goes to the first at fault). */
const FIELDS: Array<[GiftCardField, GiftCardMessageKey, string]> = [
  ['recipient_name', 'recipientName', 'text'],
  ['recipient_email', 'recipientEmail', 'email'],
  ['confirm_recipient_email', 'confirmRecipientEmail', 'email'],
  ['your_name', 'yourName', 'text'],
];
const ORDER: GiftCardField[] = [
  'amount',
  'custom_amount',
  ...FIELDS.map((f) => f[0]),
  'gift_message',
];

/** The form as it starts for the next card once one was added: every text field empty. */
const BLANK: Record<string, string> = Object.fromEntries(
  ORDER.filter((field) => field !== 'amount').map((field) => [field, '']),
);

function focusFirst(form: HTMLFormElement | null, errors: GiftCardErrors) {
  const first = ORDER.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Spec 001 §2, §3, §5 the e-gift card form, in place of quantity and Add to Cart: an amount
 * (presets or Custom Amount), recipient name and email twice, the sender's name and a message.
 * Without scripts it posts to the product route's action; with them the same rules (loaded once
 * the shopper starts) run in the browser and the card is added through the basket like any add
 * (toast, analytics event, mini cart). Spec 001 §8 messages for the one-per-order refusal and
 * any other failure.
 */
export function GiftCardForm({
  productId,
  tracking,
  amounts,
  actionData,
}: {
  productId: string;
  tracking: ProductTracking;
  /** From the loader: importing the rules here would ship them with the page. */
  amounts: GiftCardAmounts;
  actionData?: GiftCardActionData | undefined;
}) {
  const intl = useIntl();
  const t = (key: GiftCardMessageKey, values?: Record<string, string>) =>
    intl.formatMessage(message(key), values);
  const { locale } = useSite();
  const { write } = useCart();
  const toast = useToast();
  const drawers = useShellDrawers();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<GiftCardErrors | null>(null);
  const [busy, setBusy] = useState(false);
  // After a successful add the form starts again, empty, for the next card.
  const [added, setAdded] = useState(0);
  const errors = clientErrors ?? actionData?.errors ?? {};
  // What the page was rendered with; React never re-applies it to a field (issue 14).
  const values = actionData?.values;
  // Issue 14: the form never re-mounts; after an add only the fields not typed into since Add
  // to Cart are emptied, keys typed while the card was on its way stay.
  const kept = useKeptFields(formRef, added ? BLANK : (actionData?.values ?? {}));
  // The amount chosen when the card was sent: cleared after the add unless changed meanwhile.
  const sentAmount = useRef<FormDataEntryValue | null>(null);
  const money = (n: number) => formatMoney(n, tracking.currency, locale.id);

  useEffect(() => {
    if (actionData?.formError) formRef.current?.querySelector<HTMLElement>('[role=alert]')?.focus();
    else if (actionData) focusFirst(formRef.current, actionData.errors);
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setBusy(true);
    kept.markSent();
    sentAmount.current = new FormData(form).get('amount');
    void loadSubmit()
      .then(({ submitGiftCard }) =>
        submitGiftCard({
          form,
          productId,
          tracking,
          write,
          toast: (status, key) =>
            toast({
              status,
              title:
                key === 'added'
                  ? intl.formatMessage(shellCartMessages.addedToCart, { n: 1 })
                  : t(key),
            }),
          openCart: () => drawers.open('cart'),
        }),
      )
      .then((outcome) => {
        setBusy(false);
        if (outcome === 'added') {
          kept.markAccepted();
          const amount = form.querySelector<HTMLInputElement>('input[name=amount]:checked');
          if (amount && amount.value === sentAmount.current) amount.checked = false;
          // The errors of an earlier try, or of a page sent without scripts, are gone.
          setClientErrors({});
          return setAdded((n) => n + 1);
        }
        setClientErrors(outcome);
        if (outcome) focusFirst(form, outcome);
      });
  };

  const error = (field: GiftCardField) => {
    const key = errors[field];
    return key ? (
      <p id={`gift-${field}-error`} className="text-sm text-red-800">
        {t(key)}
      </p>
    ) : null;
  };
  const invalid = (field: GiftCardField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `gift-${field}-error` } : undefined;
  const field = (name: GiftCardField, label: string, input: ReactNode) => (
    <div key={name} className="grid gap-1.5">
      <label htmlFor={`gift-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      {error(name)}
    </div>
  );

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onFocus={() => void loadSubmit()}
      onSubmit={onSubmit}
      className="grid gap-4"
      data-testid="gift-card-form"
    >
      {actionData?.formError && !clientErrors ? (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {t(actionData.formError === 'limit' ? 'limitExceeded' : 'addFailed')}
        </p>
      ) : null}
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.amount ? 'gift-amount-error' : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">{t('amount')}</legend>
        <div className="flex flex-wrap gap-2">
          {[...amounts.presets.map(String), amounts.custom].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-400 px-4 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-100"
            >
              <input
                type="radio"
                name="amount"
                value={value}
                defaultChecked={values?.amount === value}
                className="size-4 accent-orange-700"
              />
              {value === amounts.custom ? t('customAmount') : money(Number(value))}
            </label>
          ))}
        </div>
        {error('amount')}
      </fieldset>
      {field(
        'custom_amount',
        t('customAmountLabel', { min: money(amounts.min), max: money(amounts.max) }),
        <input
          id="gift-custom_amount"
          name="custom_amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values?.custom_amount}
          {...invalid('custom_amount')}
          className={inputClass}
        />,
      )}
      {FIELDS.map(([name, label, type]) =>
        field(
          name,
          t(label),
          <input
            id={`gift-${name}`}
            name={name}
            type={type}
            autoComplete={name === 'your_name' ? 'name' : 'off'}
            defaultValue={values?.[name]}
            {...invalid(name)}
            className={inputClass}
          />,
        ),
      )}
      {field(
        'gift_message',
        t('giftMessage'),
        <textarea
          id="gift-gift_message"
          name="gift_message"
          rows={4}
          defaultValue={values?.gift_message}
          {...invalid('gift_message')}
          className={`${inputClass} py-3`}
        />,
      )}
      <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
        {t('addToCart')}
      </button>
    </Form>
  );
}
