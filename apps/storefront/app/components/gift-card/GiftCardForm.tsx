import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type { GiftCardActionData, GiftCardField } from '../../lib/gift-card/form.ts';
import type { GiftCardAmounts } from '../../lib/gift-card/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { GiftCardField as Field, GiftCardFieldError as FieldError } from './GiftCardField.tsx';
import { messageById } from '../../i18n/define-messages.ts';
import type { GiftCardMessageKey } from './messages.ts';
import { loadGiftCardSubmit, useGiftCardForm } from './use-gift-card-form.ts';

/**
 * Every id is `giftCard.{key}` (messages.test.ts). Formatting by key keeps the descriptors out of
 * the product page: importing anything from messages.ts loads the chunk the cart's gift card
 * lines share, descriptors and all.
 */
const message = (key: GiftCardMessageKey) => messageById(`giftCard.${key}`);

/** The text fields between the amount and the message, in the order the form shows them. */
const FIELDS: Array<[GiftCardField, GiftCardMessageKey, string]> = [
  ['recipient_name', 'recipientName', 'text'],
  ['recipient_email', 'recipientEmail', 'email'],
  ['confirm_recipient_email', 'confirmRecipientEmail', 'email'],
  ['your_name', 'yourName', 'text'],
];

/**
 * Spec 001 §2, §3, §5 the e-gift card form, in place of quantity and Add to Cart: an amount
 * (presets or Custom Amount), recipient name and email twice, the sender's name and a message.
 * Without scripts it posts to the product route's action; with them the same rules (loaded once
 * the shopper starts) run in the browser and the card is added through the basket like any add
 * (toast, analytics event, mini cart). Spec 001 §8 messages for the one-per-order refusal and
 * any other failure. The behaviour is useGiftCardForm's.
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
  const { formRef, busy, errors, alert, onSubmit } = useGiftCardForm(
    productId,
    tracking,
    actionData,
    t,
  );
  // What the page was rendered with; React never re-applies it to a field (issue 14).
  const values = actionData?.values;
  const money = (n: number) => formatMoney(n, tracking.currency, locale.id);
  const shared = { errors, t };

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onFocus={() => void loadGiftCardSubmit()}
      onSubmit={onSubmit}
      className="grid gap-4"
      data-testid="gift-card-form"
    >
      {alert ? (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {t(alert)}
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
        <FieldError name="amount" {...shared} />
      </fieldset>
      <Field
        name="custom_amount"
        label={t('customAmountLabel', { min: money(amounts.min), max: money(amounts.max) })}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={values?.custom_amount}
        {...shared}
      />
      {FIELDS.map(([name, label, type]) => (
        <Field
          key={name}
          name={name}
          label={t(label)}
          type={type}
          autoComplete={name === 'your_name' ? 'name' : 'off'}
          defaultValue={values?.[name]}
          {...shared}
        />
      ))}
      <Field
        name="gift_message"
        label={t('giftMessage')}
        rows={4}
        defaultValue={values?.gift_message}
        {...shared}
      />
      <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
        {t('addToCart')}
      </button>
    </Form>
  );
}
