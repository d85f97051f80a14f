import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartView } from '../../lib/basket/cart-view.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useBasketErrorText, useCart } from './cart-state.tsx';
import { CouponChips } from './CouponChips.tsx';
import { m } from './messages.ts';

/** Spec 001 §5: "Apply is disabled while the code is shorter than 3 characters". */
export const PROMO_CODE_MIN_LENGTH = 3;

/** Spec 001 §3 coupon status of a code that discounts nothing in this basket. */
const NO_APPLICABLE_PROMOTION = 'no_applicable_promotion';

/**
 * The promo code field and the applied codes (spec 001 §2, §5, §8): required, Apply disabled
 * under 3 characters, clearing the code clears its error; an unknown code is 'The code you
 * entered is invalid.'; a code with no eligible items is removed again with a warning; success
 * 'Promotion applied', removal 'Promotion removed'.
 */
export function PromoCode({ cart }: { cart: CartView }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      setError(intl.formatMessage(m.promoRequired));
      return;
    }
    setBusy(true);
    const result = await write({ intent: 'applyCoupon', code: trimmed });
    setBusy(false);
    if ('error' in result) {
      setError(
        result.error.status === 400
          ? intl.formatMessage(m.promoInvalid)
          : (errorText(result.error) ?? intl.formatMessage(m.promoInvalid)),
      );
      return;
    }
    const added = result.cart.coupons.find((c) => c.code.toUpperCase() === trimmed.toUpperCase());
    if (added?.statusCode === NO_APPLICABLE_PROMOTION) {
      await write({ intent: 'removeCoupon', couponItemId: added.couponItemId });
      toast({
        status: 'warning',
        title: intl.formatMessage(m.promoNoEligible, { couponCode: added.code }),
      });
      return;
    }
    // Issue 14: a code typed while this one was applied is the shopper's next one: it stays.
    setCode((now) => (now === code ? '' : now));
    setError(null);
    toast({ status: 'success', title: intl.formatMessage(m.promoApplied) });
  };

  return (
    <div className="flex flex-col gap-2">
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <label htmlFor={id} className="text-sm font-semibold">
          {intl.formatMessage(m.promoLabel)}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name="code"
            value={code}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              // Spec 001 §5: "clearing the code clears its error".
              if (!event.target.value) setError(null);
            }}
            className="min-h-11 min-w-0 flex-1 rounded border border-stone-400 px-3"
          />
          <button
            type="submit"
            disabled={busy || code.trim().length < PROMO_CODE_MIN_LENGTH}
            className="min-h-11 rounded-full bg-stone-900 px-5 text-sm font-semibold text-white disabled:bg-stone-300 disabled:text-stone-700"
          >
            {intl.formatMessage(m.promoApply)}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </form>
      <CouponChips cart={cart} />
    </div>
  );
}
