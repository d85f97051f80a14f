import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatCardNumber, formatExpiry, formatInput } from '../../lib/checkout/as-typed.ts';
import { tokenizeCard } from '../../lib/checkout/card.ts';
import { cardBrandName } from '../../lib/payments/card-brands.ts';
import {
  CARD_FIELDS,
  type CardField,
  type FieldErrors,
  type FormValues,
} from '../../lib/checkout/fields.ts';
import { focusFirstInvalid } from '../account/area/focus-errors.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useHydrated } from '../shell/hooks.ts';
import { Field } from './Field.tsx';
import { HostedCardFields } from './HostedCardFields.tsx';
import type { PaymentPrepare, PaymentTabProps } from './PaymentTabs.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';

const NEW_CARD = '';

/** Issue 14: the number is grouped and the expiry gets its slash as typed (or pasted). */
const asTyped = (format: (typed: string) => string) => (event: FormEvent<HTMLInputElement>) =>
  formatInput(event.currentTarget, format);

// The card rules load when the shopper first reaches a card field, or at the latest on submit.
const loadRules = () => import('../../lib/checkout/card-rules.ts');

/**
 * The Card tab (spec 002 §2 "hosted card fields and saved cards"): a signed-in customer's saved
 * cards (spec 002 §9 mask) or a new card. The new card's fields have no `name`: the number and
 * security code go only to the gateway's tokenize API from the browser, and the form carries the
 * nonce and masked details it answers. Each field is marked when empty or invalid (spec 002 §5).
 */
export function CardTab({ view, register }: PaymentTabProps) {
  const t = useCheckoutT();
  const { site } = useSite();
  const hydrated = useHydrated();
  const id = useId();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const defaultCard = view.savedCards.find((c) => c.isDefault) ?? view.savedCards[0];
  const [choice, setChoice] = useState(defaultCard?.id ?? NEW_CARD);
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});
  // With the Braintree gateway a new card is the gateway's hosted fields, which register their own.
  const hosted = view.gateway === 'braintree' && choice === NEW_CARD;

  useEffect(() => {
    if (hosted) return;
    register(async (): ReturnType<PaymentPrepare> => {
      if (choice !== NEW_CARD) return { ok: true, fields: {} };
      const root = fieldsRef.current;
      const values = Object.fromEntries(
        CARD_FIELDS.map((f) => [
          f,
          root?.querySelector<HTMLInputElement>(`[data-card="${f}"]`)?.value ?? '',
        ]),
      ) as FormValues<CardField>;
      const invalid = (await loadRules()).checkCard(values);
      if (invalid) {
        setErrors(invalid);
        focusFirstInvalid(root?.closest('form') ?? null);
        return { ok: false };
      }
      const outcome = await tokenizeCard(site.id, values);
      if (outcome.ok) {
        setErrors({});
        const { card } = outcome;
        return {
          ok: true,
          fields: {
            nonce: card.nonce,
            cardType: card.cardType,
            lastFour: card.lastFour,
            expirationMonth: String(card.expirationMonth),
            expirationYear: String(card.expirationYear),
            holder: card.holder,
          },
        };
      }
      if ('errors' in outcome) {
        setErrors(outcome.errors);
        focusFirstInvalid(root?.closest('form') ?? null);
        return { ok: false };
      }
      return { ok: false, toast: 'default' };
    });
    return () => register(null);
  }, [choice, hosted, register, site.id]);

  const cardField = (field: CardField, label: string, autoComplete: string, extra: object = {}) => (
    <Field
      id={`${id}-${field}`}
      data-card={field}
      label={label}
      autoComplete={autoComplete}
      error={errorText(t, errors[field])}
      {...extra}
    />
  );

  return (
    <>
      <input type="hidden" name="paymentSource" value="card" />
      {view.savedCards.length ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-semibold">{t('savedCards')}</legend>
          {view.savedCards.map((card) => (
            <label
              key={card.id}
              className="flex items-center gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-stone-900"
            >
              <input
                type="radio"
                name="savedCardId"
                value={card.id}
                checked={choice === card.id}
                onChange={() => setChoice(card.id)}
                className="size-5 accent-stone-900"
              />
              <span data-testid="saved-card">
                {t('savedCard', {
                  cardType: cardBrandName(card.cardType),
                  maskedNumber: card.maskedNumber,
                  month: String(card.expirationMonth).padStart(2, '0'),
                  year: card.expirationYear,
                })}
              </span>
            </label>
          ))}
          <label className="flex items-center gap-3 rounded-md border border-stone-300 p-3 has-[:checked]:border-stone-900">
            <input
              type="radio"
              name="savedCardId"
              value={NEW_CARD}
              checked={choice === NEW_CARD}
              onChange={() => setChoice(NEW_CARD)}
              className="size-5 accent-stone-900"
            />
            {t('useNewCard')}
          </label>
        </fieldset>
      ) : null}
      {choice === NEW_CARD ? (
        <div
          ref={fieldsRef}
          className="grid gap-4"
          onFocus={hosted ? undefined : () => void loadRules()}
          onPointerEnter={hosted ? undefined : () => void loadRules()}
        >
          {hydrated ? null : (
            // In the server's page until scripts run: without them a new card cannot be paid.
            <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              {t('cardNeedsScript')}
            </p>
          )}
          {hosted ? (
            <HostedCardFields fraudTools={view.provider.fraudToolsEnabled} register={register} />
          ) : (
            <>
              {cardField('owner', t('cardOwner'), 'cc-name')}
              {cardField('number', t('cardNumber'), 'cc-number', {
                inputMode: 'numeric',
                onInput: asTyped(formatCardNumber),
              })}
              <div className="grid gap-4 sm:grid-cols-2">
                {cardField('expiration', t('cardExpiry'), 'cc-exp', {
                  inputMode: 'numeric',
                  onInput: asTyped(formatExpiry),
                })}
                {cardField('cvv', t('cardCvv'), 'cc-csc', { inputMode: 'numeric' })}
              </div>
            </>
          )}
          {view.isRegistered && view.cart.hasSubscription ? (
            // Issue 21: the subscription's later orders are paid with this card, so it is saved.
            <p className="text-sm" data-testid="subscription-save-card">
              <input type="hidden" name="saveCard" value="true" />
              {t('subscriptionSaveCard')}
            </p>
          ) : view.isRegistered ? (
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="saveCard"
                value="true"
                className="size-5 accent-stone-900"
              />
              {t('saveCard')}
            </label>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
