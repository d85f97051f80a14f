import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import type { WishlistEntry } from '../../lib/wishlist/wishlist-data.ts';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';
import { EmptyWishlist, SavedItemList } from './SavedItemList.tsx';

/** Adds a simple product to the basket through the basket's own write (`POST {prefix}/basket`). */
function AddToCart({ entry }: { entry: WishlistEntry }) {
  const intl = useIntl();
  const toast = useToast();
  const href = useLocalizedHref();
  const [busy, setBusy] = useState(false);
  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(href('/basket'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          intent: 'add',
          items: [{ productId: entry.productId, quantity: 1 }],
        }),
      });
      toast(
        res.ok
          ? { status: 'success', title: intl.formatMessage(m.addedToCart, { n: 1 }) }
          : { status: 'error' },
      );
    } catch {
      toast({ status: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void add()}
      aria-disabled={busy || undefined}
      className="rounded-sm bg-ink px-3 py-1.5 text-sm font-semibold text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {intl.formatMessage(m.addToCart)}
    </button>
  );
}

/** Remove works without scripts: a form posting to the page's own action. */
function RemoveForm({ entry }: { entry: WishlistEntry }) {
  const intl = useIntl();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={entry.productId} />
      <button
        type="submit"
        aria-label={intl.formatMessage(m.removeLabel, { product: entry.name })}
        className="text-sm underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {intl.formatMessage(m.remove)}
      </button>
    </Form>
  );
}

/**
 * /account/wishlist (spec 000 §2 Saved Items, spec 001 §2, §9): the customer's saved products,
 * newest first, at most 24; remove, add to cart, and sharing the list at /saved-for-later.
 */
export function WishlistPage({
  title,
  entries,
  shared,
  sharedUrl,
}: {
  title: string;
  entries: WishlistEntry[];
  shared: boolean;
  sharedUrl: string;
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-stone-700">{intl.formatMessage(m.count, { count: entries.length })}</p>
      </div>
      {entries.length ? (
        <SavedItemList
          entries={entries}
          actions={(entry) => (
            <>
              {entry.addable ? <AddToCart entry={entry} /> : null}
              <RemoveForm entry={entry} />
            </>
          )}
        />
      ) : (
        <EmptyWishlist />
      )}
      <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="public" value={shared ? 'false' : 'true'} />
        <button type="submit" className="underline hover:no-underline">
          {intl.formatMessage(shared ? m.shareOff : m.shareOn)}
        </button>
        {shared ? (
          <span data-shared-url="">{intl.formatMessage(m.shareLink, { url: sharedUrl })}</span>
        ) : null}
      </Form>
    </div>
  );
}
