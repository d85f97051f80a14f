import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WishlistEntry } from '../../lib/wishlist/wishlist-data.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { m } from './messages.ts';

/**
 * Saved products as a list: image, name linking to the product page, price, and per item the
 * actions its place allows (the account page, the mini cart's panel; none on a shared list).
 */
export function SavedItemList({
  entries,
  actions,
  compact = false,
}: {
  entries: WishlistEntry[];
  actions?: (entry: WishlistEntry) => ReactNode;
  compact?: boolean;
}) {
  const intl = useIntl();
  return (
    <ul
      className={compact ? 'grid gap-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}
      data-saved-items=""
    >
      {entries.map((entry) => (
        <li
          key={entry.itemId}
          data-product-id={entry.productId}
          className="flex gap-3 rounded-md border border-stone-200 p-3"
        >
          {entry.image ? (
            <img
              src={entry.image.src}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              className="size-24 shrink-0 rounded-sm object-cover"
            />
          ) : (
            <span className="size-24 shrink-0 rounded-sm bg-stone-100" aria-hidden="true" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            {entry.available ? (
              <LocalizedLink to={entry.href} className="font-semibold hover:underline">
                {entry.name}
              </LocalizedLink>
            ) : (
              <>
                <span className="font-semibold">{entry.name}</span>
                <span className="text-sm text-red-700">{intl.formatMessage(m.unavailable)}</span>
              </>
            )}
            {entry.price ? <span className="text-sm">{entry.price}</span> : null}
            {entry.etchingText ? (
              <p className="text-sm text-stone-700" data-testid="saved-etching">
                {intl.formatMessage(m.etching)}
                <span className="block font-mono whitespace-pre-line">{entry.etchingText}</span>
              </p>
            ) : null}
            {actions ? (
              <div className="mt-auto flex flex-wrap items-center gap-3">{actions(entry)}</div>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Spec 001 §2: "No Wishlist Items / Continue shopping and add items to your wishlist." */
export function EmptyWishlist() {
  const intl = useIntl();
  return (
    <div className="grid gap-2" data-wishlist-empty="">
      <p className="text-lg font-semibold">{intl.formatMessage(m.emptyTitle)}</p>
      <p className="text-stone-700">{intl.formatMessage(m.emptyText)}</p>
    </div>
  );
}
