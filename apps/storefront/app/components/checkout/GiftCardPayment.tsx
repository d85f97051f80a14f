import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, useFetcher } from 'react-router';
import { useIntl } from 'react-intl';
import type { CheckoutAnswer, CheckoutView } from '../../lib/checkout/checkout-view.ts';
import type { GiftCardAnswer } from '../../lib/checkout/gift-card.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useSite } from '../../lib/site-context.tsx';
import { formatWait } from '../../lib/too-many-requests.ts';
import { useT } from '../../i18n/intl.tsx';
import { useFocusOnServerErrors } from '../account/area/focus-errors.ts';
import { secondaryButtonClass } from '../shell/styles.ts';
import { FormAlert } from '../ui/form-look.tsx';
import { Field } from './Field.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';

const CODE_ID = 'gift-card-code';
const PIN_ID = 'gift-card-pin';

/** Sends a form through `fetcher` with `stay`, so the page stays and re-reads the basket. */
function stayOn(fetcher: ReturnType<typeof useFetcher>, event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  if (fetcher.state !== 'idle') return false;
  const data = new FormData(event.currentTarget);
  data.set('stay', 'true');
  void fetcher.submit(data, { method: 'post' });
  return true;
}

/**
 * The payment step's gift cards: code and PIN applied by their own form (intent
 * applyGiftCard; a plain post without scripts, a fetcher with them, so nothing typed elsewhere
 * on the page is lost), the cards applied with the amount each pays and Remove, and what is left
 * to pay. A refusal is named next to its field and focus moves there; the code stays as typed,
 * the PIN is never sent back and its field is emptied.
 */
export function GiftCardPayment({
  view,
  answer,
}: {
  view: CheckoutView;
  /** The action's answer to a plain post (no scripts). */
  answer: GiftCardAnswer | undefined;
}) {
  const t = useCheckoutT();
  const tGlobal = useT();
  const intl = useIntl();
  const { locale } = useSite();
  const money = (amount: number) => formatMoney(amount, view.cart.currency, locale.id);
  const apply = useFetcher<CheckoutAnswer>({ key: 'gift-card-apply' });
  const remove = useFetcher<CheckoutAnswer>({ key: 'gift-card-remove' });
  const formRef = useRef<HTMLFormElement>(null);
  // Which form was sent last: its success is announced.
  const [sent, setSent] = useState<'apply' | 'remove' | null>(null);
  const fetched = apply.data?.intent === 'applyGiftCard' ? apply.data : undefined;
  const latest = fetched ?? answer;
  const errors = latest?.errors ?? {};
  useFocusOnServerErrors(formRef, Object.keys(errors).length ? errors : undefined);
  const { cards, amountDue } = view.giftCards;

  useEffect(() => {
    const form = formRef.current;
    if (!fetched || !form) return;
    const field = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`);
    field(PIN_ID)!.value = '';
    if (!fetched.applied) return;
    field(CODE_ID)!.value = '';
  }, [fetched]);

  const removed = remove.data?.intent === 'removeGiftCard';
  useEffect(() => {
    // The card's Remove button is gone: the shopper goes on from the code field.
    if (removed) document.getElementById(CODE_ID)?.focus();
  }, [remove.data, removed]);
  const announced =
    sent === 'apply' && fetched?.applied
      ? t('giftCardAppliedStatus')
      : sent === 'remove' && removed
        ? t('giftCardRemovedStatus')
        : '';

  return (
    <section aria-labelledby="gift-card-heading" className="grid gap-4" data-testid="gift-cards">
      <h3 id="gift-card-heading" className="text-lg font-semibold">
        {t('giftCardHeading')}
      </h3>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {fetched?.failed || remove.data?.intent === 'step' ? (
        <FormAlert>{tGlobal('global.error.default')}</FormAlert>
      ) : null}
      {latest?.retryAfterSeconds ? (
        <FormAlert>
          {tGlobal('global.error.tooManyRequests', {
            duration: formatWait(intl, latest.retryAfterSeconds),
          })}
        </FormAlert>
      ) : null}
      {cards.length ? (
        <ul className="grid gap-2" aria-label={t('giftCardHeading')}>
          {cards.map((card) => (
            <li
              key={card.id}
              data-testid="applied-gift-card"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-300 p-3 text-sm"
            >
              <span className="font-semibold">
                {tGlobal('global.labelValue', {
                  label: t('giftCardApplied', { lastFour: card.lastFour }),
                  value: `−${money(card.amount)}`,
                })}
              </span>
              <Form method="post" onSubmit={(event) => stayOn(remove, event) && setSent('remove')}>
                <input type="hidden" name="intent" value="removeGiftCard" />
                <input type="hidden" name="paymentInstrumentId" value={card.id} />
                <button
                  type="submit"
                  aria-label={t('giftCardRemoveLabel', { lastFour: card.lastFour })}
                  className="min-h-11 px-2 font-semibold underline underline-offset-4 hover:text-orange-800"
                >
                  {t('giftCardRemove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {cards.length ? (
        <p data-testid="gift-card-amount-due" className="font-semibold">
          {tGlobal('global.labelValue', {
            label: t('giftCardAmountDue'),
            value: money(amountDue),
          })}
        </p>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="gift-card-heading"
        onSubmit={(event) => stayOn(apply, event) && setSent('apply')}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="applyGiftCard" />
        <Field
          id={CODE_ID}
          name="giftCardCode"
          label={t('giftCardCode')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          defaultValue={answer?.values.code}
          error={errorText(t, errors.code)}
        />
        <Field
          id={PIN_ID}
          name="giftCardPin"
          label={t('giftCardPin')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          error={errorText(t, errors.pin)}
        />
        <button
          type="submit"
          aria-disabled={apply.state !== 'idle' || undefined}
          className={`${secondaryButtonClass} sm:mt-7`}
        >
          {t('giftCardApply')}
        </button>
      </Form>
    </section>
  );
}
