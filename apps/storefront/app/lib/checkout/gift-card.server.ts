/**
 * Gift cards at checkout (server only): a card applied as a GIFT_CERTIFICATE payment instrument
 * of the basket by its code and PIN, and removed again (Shopper Baskets v2). The service decides
 * the amount (as much of the balance as the order still needs); a refusal comes back as the
 * gift card form's errors. The PIN goes to the service and nowhere else: never logged, never
 * answered.
 */
import { getServices } from '../api/context.ts';
import { sdk } from '../api/shopper.server.ts';
import { problemOf } from '../basket/basket.server.ts';
import { checkBalanceForm } from '../gift-card/balance-form.ts';
import { retryAfterSeconds } from '../too-many-requests.ts';
import { checkoutContext, type PageArgs } from './checkout.server.ts';
import type { FieldErrors } from './fields.ts';
import {
  FORM_ERROR_KEYS,
  GIFT_CERTIFICATE,
  giftCardPayment,
  giftCardRefusal,
  type GiftCardField,
} from './gift-card.ts';

export type GiftCardOutcome =
  | { ok: true }
  | { ok: false; emptyBasket: true }
  | { ok: false; status: number; errors: FieldErrors<GiftCardField>; retryAfterSeconds?: number }
  /** Not the shopper's to fix (logged without the PIN): the page shows the default failure. */
  | { ok: false; status: number; failed: true };

/** Applies the card with `code` (as typed) and `pin` to the shopper's basket. */
export async function applyGiftCard(
  args: PageArgs,
  form: { code: string; pin: string },
): Promise<GiftCardOutcome> {
  // The balance page's rules: a code, and a PIN of six digits.
  const check = checkBalanceForm(form);
  if (!check.ok) {
    const errors: FieldErrors<GiftCardField> = {};
    for (const [field, fault] of Object.entries(check.errors))
      errors[field as GiftCardField] = { key: FORM_ERROR_KEYS[fault] };
    return { ok: false, status: 400, errors };
  }
  const ctx = await checkoutContext(args);
  if (!ctx) return { ok: false, emptyBasket: true };
  try {
    await ctx.baskets.addPaymentInstrumentToBasket({
      parameters: { basketId: ctx.basketId },
      body: {
        paymentMethodId: GIFT_CERTIFICATE,
        giftCertificateCode: check.values.code,
        c_giftCertificatePin: check.values.pin,
      },
    });
    return { ok: true };
  } catch (error) {
    const problem = await problemOf(error);
    if (!problem) throw error;
    if (problem.status === 429) {
      const header =
        error instanceof sdk.ResponseError ? error.response.headers.get('retry-after') : null;
      return {
        ok: false,
        status: 429,
        errors: {},
        retryAfterSeconds: retryAfterSeconds(header, problem),
      };
    }
    const errors = giftCardRefusal(problem, ctx.basket.currency ?? '');
    if (errors) return { ok: false, status: problem.status, errors };
    const { status, type, title } = problem;
    getServices(args.context).log.error({ problem: { status, type, title } }, 'gift card refused');
    return { ok: false, status: status >= 500 ? 502 : status, failed: true };
  }
}

/** Removes one of the basket's gift card payments (any other instrument id is refused). */
export async function removeGiftCard(
  args: PageArgs,
  paymentInstrumentId: string,
): Promise<GiftCardOutcome> {
  const ctx = await checkoutContext(args);
  if (!ctx) return { ok: false, emptyBasket: true };
  if (!giftCardPayment(ctx.basket).cards.some((card) => card.id === paymentInstrumentId))
    return { ok: false, status: 404, failed: true };
  await ctx.baskets.removePaymentInstrumentFromBasket({
    parameters: { basketId: ctx.basketId, paymentInstrumentId },
  });
  return { ok: true };
}
