import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { changeWishlist, watchWishlist } from '../../lib/wishlist/saved-state.ts';
import { m } from './messages.ts';
import { useWishlistToast } from './wishlist-toast.ts';

/**
 * The wishlist heart of a tile or the product page (spec 001 §2): a toggle that adds or removes
 * the product, one request at a time (a click while one is under way does nothing), with the
 * toasts of spec 001 §8. Guests are asked to sign in (§6). `shared` marks the item public: true
 * from the product page, false from tiles (§3).
 */
export function WishlistHeart({
  productId,
  productName,
  shared,
  className = '',
}: {
  productId: string;
  productName: string;
  shared: boolean;
  className?: string;
}) {
  const intl = useIntl();
  const showResult = useWishlistToast();
  const href = useLocalizedHref();
  const url = href('/wishlist-data');
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  useEffect(
    () => watchWishlist(url, (s) => setSaved(s.registered && s.productIds.includes(productId))),
    [url, productId],
  );
  const say = (message: { id: string }, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);

  async function toggle() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const body = new FormData();
    body.set('intent', saved ? 'remove' : 'add');
    body.set('productId', productId);
    body.set('public', String(shared));
    const { result } = await changeWishlist(url, body);
    inFlight.current = false;
    setBusy(false);
    showResult(result);
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy}
      aria-label={say(m.heart, { product: productName })}
      onClick={() => void toggle()}
      data-wishlist-heart={productId}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        strokeWidth="2"
        stroke="currentColor"
        fill={saved ? 'currentColor' : 'none'}
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.9 1.3 5.3 3.1 1.4-1.8 3.1-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
