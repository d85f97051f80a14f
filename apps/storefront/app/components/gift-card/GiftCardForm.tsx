import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { formatMoney } from '../../lib/format/money.ts';
import type { GiftCardActionData } from '../../lib/gift-card/form.ts';
import { GIFT_CARD_TEXT_FIELDS, type GiftCardTextField } from '../../lib/gift-card/form-state.ts';
import type { GiftCardAmounts } from '../../lib/gift-card/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { primaryButtonClass } from '../shell/styles.ts';
import { AmountChoices } from './AmountChoices.tsx';
import { GiftCardField, giftCardInputClass, invalidProps } from './GiftCardField.tsx';
import type { GiftCardMessageKey } from './messages.ts';
import { loadGiftCardSubmit, useGiftCardForm } from './use-gift-card-form.ts';

/** The text fields' labels and input types. */
const TEXT_FIELDS: Record<GiftCardTextField, [GiftCardMessageKey, string]> = {
  recipient_name: ['recipientName', 'text'],
  recipient_email: ['recipientEmail', 'email'],
  confirm_recipient_email: ['confirmRecipientEmail', 'email'],
  your_name: ['yourName', 'text'],
};

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
    intl.formatMessage({ id: `giftCard.${key}` }, values);
  const { locale } = useSite();
  const { formRef, busy, errors, alert, onSubmit } = useGiftCardForm({
    productId,
    tracking,
    actionData,
  });
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
      <AmountChoices amounts={amounts} checked={values?.amount} money={money} {...shared} />
      <GiftCardField
        name="custom_amount"
        label={t('customAmountLabel', { min: money(amounts.min), max: money(amounts.max) })}
        {...shared}
      >
        <input
          id="gift-custom_amount"
          name="custom_amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values?.custom_amount}
          {...invalidProps(errors, 'custom_amount')}
          className={giftCardInputClass}
        />
      </GiftCardField>
      {GIFT_CARD_TEXT_FIELDS.map((name) => (
        <GiftCardField key={name} name={name} label={t(TEXT_FIELDS[name][0])} {...shared}>
          <input
            id={`gift-${name}`}
            name={name}
            type={TEXT_FIELDS[name][1]}
            autoComplete={name === 'your_name' ? 'name' : 'off'}
            defaultValue={values?.[name]}
            {...invalidProps(errors, name)}
            className={giftCardInputClass}
          />
        </GiftCardField>
      ))}
      <GiftCardField name="gift_message" label={t('giftMessage')} {...shared}>
        <textarea
          id="gift-gift_message"
          name="gift_message"
          rows={4}
          defaultValue={values?.gift_message}
          {...invalidProps(errors, 'gift_message')}
          className={`${giftCardInputClass} py-3`}
        />
      </GiftCardField>
      <button type="submit" className={primaryButtonClass} aria-disabled={busy || undefined}>
        {t('addToCart')}
      </button>
    </Form>
  );
}
