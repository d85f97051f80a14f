import { useIntl } from 'react-intl';
import type { CartView } from '../../lib/basket/cart-view.ts';
import { useToast } from '../ui/Toaster.tsx';
import { GLYPH_CLOSE } from '../ui/text.ts';
import { useBasketErrorText, useCart } from './cart-state.tsx';
import { m } from './messages.ts';

/**
 * The basket's coupon codes as chips, each with its remove button (spec 001 §2 "coupon chips with
 * a remove button", §8 'Promotion removed'): in the cart page's promo code field and in the mini
 * cart's order summary accordion.
 */
export function CouponChips({ cart }: { cart: CartView }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  if (!cart.coupons.length) return null;
  const remove = async (couponItemId: string) => {
    const result = await write({ intent: 'removeCoupon', couponItemId });
    if ('error' in result) {
      const title = errorText(result.error);
      toast({ status: 'error', ...(title ? { title } : {}) });
      return;
    }
    toast({ status: 'success', title: intl.formatMessage(m.promoRemoved) });
  };
  return (
    <ul className="flex flex-wrap gap-2" data-testid="coupons">
      {cart.coupons.map((coupon) => (
        <li
          key={coupon.couponItemId}
          className="inline-flex items-center gap-1 rounded-full bg-stone-200 py-1 pr-1 pl-3 text-sm font-semibold"
        >
          {coupon.code}
          <button
            type="button"
            aria-label={intl.formatMessage(m.promoRemove, { code: coupon.code })}
            onClick={() => void remove(coupon.couponItemId)}
            className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-300"
          >
            <span aria-hidden="true">{GLYPH_CLOSE}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
