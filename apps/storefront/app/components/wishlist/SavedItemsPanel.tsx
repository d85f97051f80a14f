import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LocalizedLink, useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { changeWishlist } from '../../lib/wishlist/saved-state.ts';
import type { WishlistEntry, WishlistPanelData } from '../../lib/wishlist/wishlist-data.ts';
import { useAddToCart, useCart } from '../cart/cart-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';
import { EmptyWishlist, SavedItemList } from './SavedItemList.tsx';

/**
 * Puts a saved product back in the cart through the basket's own add (its toast, analytics event
 * and count). The item stays saved, as Add to Cart on the account page leaves it
 * (docs/decisions.md "Saved items back to the cart").
 */
function AddSavedToCart({ entry }: { entry: WishlistEntry }) {
  const intl = useIntl();
  const add = useAddToCart();
  const { cart } = useCart();
  const { locale } = useSite();
  const [busy, setBusy] = useState(false);
  const currency = cart?.currency ?? locale.preferredCurrency;
  return (
    <button
      type="button"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void add({
          items: [{ productId: entry.productId, quantity: 1 }],
          tracking: [
            { tracking: { id: entry.productId, name: entry.name, currency }, quantity: 1 },
          ],
        }).finally(() => setBusy(false));
      }}
      className="text-sm font-semibold underline hover:no-underline"
    >
      {intl.formatMessage(m.addToCart)}
    </button>
  );
}

/**
 * The mini cart's saved items section (spec 001 §2): 'Your saved Items' with at most 24 items,
 * the empty text, or for guests the sign-in prompt (§6). It reads the personal, no-store
 * `wishlist-data?entries=1` when shown, so the page around it stays shareable. `version` lets the
 * cart ask again after a Save for Later.
 */
export function SavedItemsPanel({ version = 0 }: { version?: number }) {
  const intl = useIntl();
  const toast = useToast();
  const href = useLocalizedHref();
  const url = href('/wishlist-data');
  const [data, setData] = useState<WishlistPanelData | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${url}?entries=1`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? (res.json() as Promise<WishlistPanelData>) : { registered: false }))
      .then((next) => setData(next as WishlistPanelData))
      .catch(() => {
        if (!controller.signal.aborted) setData({ registered: false });
      });
    return () => controller.abort();
  }, [url, version]);

  async function remove(productId: string) {
    if (busy) return;
    setBusy(productId);
    const body = new FormData();
    body.set('intent', 'remove');
    body.set('productId', productId);
    const answer = await changeWishlist(url, body);
    setBusy(null);
    if (answer.result !== 'removed') return toast({ status: 'error' });
    toast({ status: 'success', title: intl.formatMessage(m.removed) });
    setData((d) =>
      d?.registered ? { ...d, entries: d.entries?.filter((e) => e.productId !== productId) } : d,
    );
  }

  return (
    <section aria-labelledby="saved-items-title" className="grid gap-3" data-saved-items-panel="">
      <h2 id="saved-items-title" className="text-lg font-semibold">
        {intl.formatMessage(m.panelTitle)}
      </h2>
      {!data ? null : !data.registered ? (
        <div className="grid gap-2 text-sm">
          <p>{intl.formatMessage(m.guest)}</p>
          <p className="flex gap-4 font-semibold">
            <LocalizedLink to="/login" className="underline">
              {intl.formatMessage(m.signIn)}
            </LocalizedLink>
            <LocalizedLink to="/registration" className="underline">
              {intl.formatMessage(m.signUp)}
            </LocalizedLink>
          </p>
        </div>
      ) : data.entries?.length ? (
        <SavedItemList
          compact
          entries={data.entries}
          actions={(entry) => (
            <>
              {entry.addable ? <AddSavedToCart entry={entry} /> : null}
              <button
                type="button"
                onClick={() => void remove(entry.productId)}
                aria-disabled={busy === entry.productId || undefined}
                aria-label={intl.formatMessage(m.removeLabel, { product: entry.name })}
                className="text-sm underline hover:no-underline"
              >
                {intl.formatMessage(m.remove)}
              </button>
            </>
          )}
        />
      ) : (
        <EmptyWishlist />
      )}
    </section>
  );
}
