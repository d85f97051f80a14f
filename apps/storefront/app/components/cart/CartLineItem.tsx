import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { variantFor, type CartLine, type CartView } from '../../lib/basket/cart-view.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { LocalizedLink, useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { saveLineForLater } from '../../lib/wishlist/saved-state.ts';
import { m as wishlist } from '../wishlist/messages.ts';
import { productMessages as product } from '../../lib/product/messages.ts';
import { useToast } from '../ui/Toaster.tsx';
import { errorText, useCart } from './cart-state.tsx';
import { m } from './messages.ts';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';

/** Spec 001 §4, §9: "Quantity change: debounced by 750 ms". */
export const QUANTITY_DEBOUNCE_MS = 750;

/** Spec 001 §3 coupon status that removes a code automatically after an item removal. */
const NO_APPLICABLE_PROMOTION = 'no_applicable_promotion';

const LINE_MESSAGES = {
  discontinued: m.discontinued,
  outOfStock: m.outOfStock,
  unfulfillable: m.unfulfillable,
  priceMissing: m.priceMissing,
  finalSale: m.finalSale,
} as const;

/**
 * Spec 001 §4 cart item removal: removes the line (a product line, or a gift card's
 * giftCertificateItemId) with the 'Item removed from cart' toast, then any coupon left with
 * status no_applicable_promotion, each with the auto-removal warning.
 */
export function useRemoveLine(): (
  itemId: string,
  kind?: 'product' | 'giftCard',
) => Promise<boolean> {
  const { write } = useCart();
  const toast = useToast();
  const intl = useIntl();
  return useCallback(
    async (itemId: string, kind: 'product' | 'giftCard' = 'product') => {
      const result = await write(
        kind === 'giftCard'
          ? { intent: 'removeGiftCard', giftCertificateItemId: itemId }
          : { intent: 'remove', itemId },
      );
      if ('error' in result) {
        const title = errorText(result.error);
        toast({ status: 'error', ...(title ? { title } : {}) });
        return false;
      }
      toast({ status: 'success', title: intl.formatMessage(m.itemRemoved) });
      for (const coupon of ineligibleCoupons(result.cart)) {
        const removed = await write({ intent: 'removeCoupon', couponItemId: coupon.couponItemId });
        if (!('error' in removed)) {
          toast({
            status: 'warning',
            title: intl.formatMessage(m.promoAutoRemoved, { couponCode: coupon.code }),
          });
        }
      }
      return true;
    },
    [write, toast, intl],
  );
}

const ineligibleCoupons = (cart: CartView) =>
  cart.coupons.filter((c) => c.statusCode === NO_APPLICABLE_PROMOTION);

/**
 * Spec 001 §4 Save for Later, through the wishlist's `wishlist-data` route: an item already on
 * the list only leaves the cart ('Item is already in wishlist'); otherwise it is added to the
 * list and removed from the cart. Guests are asked to sign in (spec 001 §6).
 */
function useSaveForLater(basketId: string | null): (line: CartLine) => Promise<void> {
  const { reload } = useCart();
  const toast = useToast();
  const intl = useIntl();
  const url = useLocalizedHref()('/wishlist-data');
  return async (line) => {
    if (!basketId) return;
    const answer = await saveLineForLater(url, { basketId, itemId: line.itemId });
    if (answer.result === 'guest') {
      toast({ status: 'info', title: intl.formatMessage(wishlist.guest) });
      return;
    }
    if (answer.result === 'failed') {
      toast({ status: 'error' });
      return;
    }
    await reload();
    toast({
      status: 'success',
      title:
        answer.result === 'exists'
          ? intl.formatMessage(wishlist.exists)
          : intl.formatMessage(wishlist.added, { quantity: 1 }),
    });
  };
}

/**
 * Spec 001 §4 variant change in the cart: one select per variation attribute; a combination
 * that is exactly one orderable variant replaces the line's product, or merges the line into an
 * equal one already in the basket (the service does both).
 */
function VariantPicker({ line, onDone }: { line: CartLine; onDone: () => void }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const id = useId();
  const variation = line.variation!;
  const [selection, setSelection] = useState(variation.selected);
  const choose = async (next: Record<string, string>) => {
    setSelection(next);
    const productId = variantFor(variation, next);
    if (!productId || productId === line.productId) return;
    const result = await write({
      intent: 'variant',
      itemId: line.itemId,
      productId,
      quantity: line.quantity,
    });
    if ('error' in result) {
      setSelection(variation.selected);
      const title = errorText(result.error);
      toast({ status: 'error', ...(title ? { title } : {}) });
      return;
    }
    onDone();
  };
  return (
    <div className="flex flex-wrap gap-3" data-testid="variant-picker">
      {variation.attributes.map((attr) => (
        <label key={attr.id} htmlFor={`${id}-${attr.id}`} className="flex flex-col text-xs">
          {attr.name}
          <select
            id={`${id}-${attr.id}`}
            value={selection[attr.id] ?? ''}
            onChange={(event) => void choose({ ...selection, [attr.id]: event.target.value })}
            className="min-h-9 rounded border border-stone-400 bg-white px-2 text-sm"
          >
            {attr.values.map((value) => (
              <option key={value.value} value={value.value}>
                {value.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {variantFor(variation, selection) === null ? (
        <p role="alert" className="w-full text-xs text-red-800">
          {intl.formatMessage(product.selectAllOptions)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec 001 §4 quantity change: the shown quantity changes at once, the write waits 750 ms for
 * further changes, a value above the maximum or equal to the line's is ignored, 0 sends nothing
 * and asks to remove; an error puts the line's quantity back.
 */
function useLineQuantity(line: CartLine, askRemove: () => void) {
  const { write } = useCart();
  const toast = useToast();
  const [shown, setShown] = useState(line.quantity);
  const [seen, setSeen] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (seen !== line.quantity) {
    setSeen(line.quantity);
    setShown(line.quantity);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (quantity: number) => {
    clearTimeout(timer.current);
    if (!Number.isFinite(quantity) || quantity < 0) return;
    if (quantity === 0) {
      setShown(0);
      askRemove();
      return;
    }
    if (quantity > line.max) return;
    setShown(quantity);
    if (quantity === line.quantity) return;
    timer.current = setTimeout(() => {
      void write({ intent: 'quantity', itemId: line.itemId, quantity }).then((result) => {
        if ('error' in result) {
          setShown(line.quantity);
          const title = errorText(result.error);
          toast({ status: 'error', ...(title ? { title } : {}) });
        }
      });
    }, QUANTITY_DEBOUNCE_MS);
  };
  return { shown, change, reset: () => setShown(line.quantity) };
}

function QuantityControl({
  line,
  shown,
  onChange,
}: {
  line: CartLine;
  shown: number;
  onChange: (quantity: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const button =
    'inline-flex size-9 items-center justify-center text-lg text-stone-900 disabled:text-stone-300 focus-visible:outline-2 focus-visible:outline-orange-700';
  return (
    <div className="inline-flex items-center rounded-full border border-stone-300">
      <button
        type="button"
        aria-label={intl.formatMessage(m.decrease)}
        aria-controls={id}
        disabled={shown <= 0}
        onClick={() => onChange(Math.max(0, shown - line.step))}
        className={button}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={line.max}
        step={line.step}
        aria-label={intl.formatMessage(m.quantityOf, { name: line.name })}
        value={text ?? String(shown)}
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(value)) onChange(value);
        }}
        onBlur={(event) => {
          setText(null);
          // Spec 001 §5: "blank or negative on blur resets to 1".
          const value = Number(event.target.value);
          if (event.target.value === '' || value < 0) onChange(1);
        }}
        className="w-12 [appearance:textfield] border-x border-stone-300 bg-transparent py-1 text-center [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={intl.formatMessage(m.increase)}
        aria-controls={id}
        disabled={shown + line.step > line.max}
        onClick={() => onChange(shown + line.step)}
        className={button}
      >
        +
      </button>
    </div>
  );
}

/**
 * A basket line of the mini cart and the cart page (spec 001 §2, §4): image, name, options,
 * price, quantity control, availability message (greyed when unavailable) and Remove with its
 * confirmation overlay (Remove, Cancel).
 */
export function CartLineItem({
  line,
  currency,
  basketId,
}: {
  line: CartLine;
  currency: string;
  basketId: string | null;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const removeLine = useRemoveLine();
  const saveForLater = useSaveForLater(basketId);
  const quantity = useLineQuantity(line, () => setConfirming(true));
  const messageId = useId();
  const price = line.priceAfterItemDiscount ?? line.price;
  const message = line.availability ? LINE_MESSAGES[line.availability] : null;
  const href = `/p/${encodeURIComponent(line.masterId ?? line.productId)}`;
  return (
    <li
      className="relative flex gap-4 py-4"
      data-testid="cart-line"
      data-product-id={line.productId}
      aria-describedby={message ? messageId : undefined}
    >
      {/* Spec 001 §4 greys an unavailable line: its image fades and its texts turn grey, while
          its controls keep the contrast they need to stay usable (WCAG 1.4.3). */}
      <div className="flex flex-1 gap-4" data-unavailable={line.unavailable || undefined}>
        {line.image ? (
          <img
            src={line.image.src}
            alt={line.image.alt}
            width={80}
            height={80}
            loading="lazy"
            className={`size-20 shrink-0 rounded bg-white object-contain ${line.unavailable ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <div className="size-20 shrink-0 rounded bg-stone-200" />
        )}
        <div
          className={`flex min-w-0 flex-1 flex-col gap-1 text-sm ${line.unavailable ? 'text-stone-600' : ''}`}
        >
          <LocalizedLink to={href} className="font-semibold hover:underline">
            {line.name}
          </LocalizedLink>
          {line.options.map((option) => (
            <p key={option.label} className="text-stone-600">
              {option.label}: {option.value}
            </p>
          ))}
          {line.variation ? (
            editing ? (
              <VariantPicker line={line} onDone={() => setEditing(false)} />
            ) : (
              <button
                type="button"
                onClick={() => setEditing(true)}
                aria-label={`${intl.formatMessage(m.editVariant)} ${line.name}`}
                className="self-start text-xs underline hover:no-underline"
              >
                {intl.formatMessage(m.editVariant)}
              </button>
            )
          ) : null}
          {price !== undefined ? (
            <p className="font-semibold" data-testid="line-price">
              {formatMoney(price, currency, locale.id)}
            </p>
          ) : null}
          <div className="mt-1 flex items-center gap-4">
            <QuantityControl line={line} shown={quantity.shown} onChange={quantity.change} />
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage(m.removeItem, { name: line.name })}
              className="text-sm underline hover:no-underline"
            >
              {intl.formatMessage(m.remove)}
            </button>
            <button
              type="button"
              onClick={() => void saveForLater(line)}
              className="text-sm underline hover:no-underline"
            >
              {intl.formatMessage(m.saveForLater)}
            </button>
          </div>
        </div>
      </div>
      {message ? (
        <p
          id={messageId}
          className={`absolute bottom-0 left-24 text-xs font-semibold ${line.availability === 'finalSale' ? 'text-red-700' : 'text-red-800'}`}
        >
          {intl.formatMessage(message, { stockLevel: line.stockLevel ?? 0 })}
        </p>
      ) : null}
      {confirming ? (
        <RemoveConfirmation
          onRemove={() => removeLine(line.itemId)}
          onClose={() => {
            setConfirming(false);
            quantity.reset();
          }}
        />
      ) : null}
    </li>
  );
}
