import { lazy, useEffect, useRef, useState } from 'react';
import { useFetcher, useMatches, useSearchParams } from 'react-router';
import type { loader } from '../../routes/quick-shop-data.tsx';
import { variantQuery } from '../../lib/product/page/selection.ts';
import type { NotifyMeLauncher } from '../notify-me/NotifyMeButton.tsx';
import { LocalizedLink, useLocalizedHref } from '../../lib/site-context.tsx';
import { sizedImageUrl } from '../content/ResponsiveImage.tsx';
import DrawerPanel from '../shell/DrawerPanel.tsx';
import { usePdpFormat } from '../product/page/format.ts';
import { InventoryMessages } from '../product/page/InventoryMessages.tsx';
import { PriceDisplay } from '../product/page/PriceDisplay.tsx';
import { Members } from '../product/page/Members.tsx';
import { PurchasePanel } from '../product/page/PurchasePanel.tsx';
import { Swatches } from '../product/page/Swatches.tsx';
import { withoutQuickShop } from '../../lib/quick-shop/params.ts';
import { useCart } from '../cart/cart-state.tsx';

/** Notify Me's modal, loaded on first open (NotifyMeButton.tsx says why it is declared here). */
const NOTIFY_ME: NotifyMeLauncher = lazy(() => import('../notify-me/NotifyMeModal.tsx'));

function Skeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex animate-pulse flex-col gap-4 p-5"
      data-testid="quick-shop-skeleton"
    >
      <div className="aspect-square w-full rounded bg-stone-200" />
      <div className="h-6 w-3/4 rounded bg-stone-200" />
      <div className="h-5 w-1/3 rounded bg-stone-200" />
      <div className="h-11 w-full rounded-full bg-stone-200" />
    </div>
  );
}

/**
 * Spec 001 §2 quick shop: a right-hand drawer (max 457px) with the product's essentials — image,
 * name, price, swatches, quantity and the add-to-cart label — and 'View Full Details'. It shows a
 * skeleton while its data loads (spec 001 §4); closing by button, Escape or overlay removes the
 * quick-shop parameters and keeps the others. Given the `itemId` of a basket line of the product
 * (a cart line's Edit), it starts from the line's variant and quantity and its button updates the
 * line (spec 001 §4 'Update'); a line no longer in the basket leaves it adding.
 */
export default function QuickShopDrawer({
  productId,
  itemId,
}: {
  productId: string;
  itemId: string | null;
}) {
  const { t } = usePdpFormat();
  const href = useLocalizedHref();
  const [, setParams] = useSearchParams();
  const fetcher = useFetcher<typeof loader>();
  const base = href(`/quick-shop-data/${encodeURIComponent(productId)}`);
  const opener = useRef<HTMLElement | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const line = useCart().cart?.lines.find((l) => l.itemId === itemId);
  // Editing from the mini cart brings it back once the line is updated; the cart page shows it.
  const onCartPage = useMatches().some((match) => match.id === 'routes/cart');

  useEffect(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, []);
  useEffect(() => {
    void fetcher.load(base);
    // Load once per product; swatches load their own selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base]);

  const data = fetcher.data;
  const view = data?.view ?? null;
  // A choice loads the master's view: a variant id in the path would keep its own values.
  const select = (query: string) =>
    void fetcher.load(
      `${view ? href(`/quick-shop-data/${encodeURIComponent(view.id)}`) : base}${query}`,
    );
  if (view && loadedFor !== view.selectedProductId) {
    setLoadedFor(view.selectedProductId);
    // An edited line keeps its quantity through variant changes; an add starts at the minimum.
    setQuantity(line ? (loadedFor === null ? line.quantity : quantity) : view.cart.min);
  }
  const editing =
    line && (view?.kind === 'master' || view?.kind === 'item')
      ? { itemId: line.itemId, fromMiniCart: !onCartPage }
      : undefined;
  const close = () => setParams((params) => withoutQuickShop(params), { preventScrollReset: true });
  return (
    <DrawerPanel
      open
      onClose={close}
      id="quick-shop"
      side="right"
      title={t('pdp.quickShop.title')}
      titleClassName=""
      returnFocusTo={opener}
    >
      {data === undefined ? (
        <Skeleton label={t('pdp.quickShop.loading')} />
      ) : !view ? (
        <p role="alert" className="p-5 text-red-800">
          {t('pdp.quickShop.error')}
        </p>
      ) : (
        <div
          className="flex flex-col gap-4 p-5"
          data-testid="quick-shop"
          aria-busy={fetcher.state !== 'idle'}
        >
          {view.images[0] ? (
            <img
              src={sizedImageUrl(view.images[0].src, 828)}
              alt={view.images[0].alt}
              width={417}
              height={417}
              className="aspect-square w-full rounded bg-stone-100 object-contain"
            />
          ) : null}
          <h2 className="text-xl font-semibold">{view.name}</h2>
          <PriceDisplay
            source={view.cart.priceSource}
            currency={view.currency}
            quantity={quantity}
          />
          <InventoryMessages messages={view.messages} />
          {view.attributes.length ? (
            <Swatches attributes={view.attributes} idPrefix="quick-shop" onSelect={select} />
          ) : null}
          {/* An e-gift card is bought with its form, on its product page (spec 001 §2). */}
          {view.isGiftCard ? null : (
            // While a chosen variant loads, `view.cart` is still the previous one's: the panel is
            // inert, so Add or Update never sends the old variant (here, not in the panel, whose
            // bytes count against the product page's budget).
            <div inert={fetcher.state !== 'idle'} data-testid="quick-shop-purchase">
              <PurchasePanel
                cart={view.cart}
                currency={view.currency}
                quantity={quantity}
                onQuantity={setQuantity}
                // Spec 001 §4: after adding, quick shop closes (then the mini cart opens).
                onAdded={close}
                partIdPrefix="quick-shop"
                editing={editing}
                notifyMe={NOTIFY_ME}
              />
            </div>
          )}
          {/* Spec 001 §2, §4: a set's or bundle's parts, each chosen here before adding. */}
          {view.kind === 'set' || view.kind === 'bundle' ? (
            <Members
              members={view.kind === 'set' ? view.setProducts : view.bundled}
              kind={view.kind}
              currency={view.currency}
              idPrefix="quick-shop"
              onSelect={select}
            />
          ) : null}
          <LocalizedLink
            to={`/p/${encodeURIComponent(view.id)}${view.kind === 'master' ? variantQuery(view.selection) : ''}`}
            className="text-center font-semibold text-brand-dark underline underline-offset-4"
          >
            {t('pdp.quickShop.viewFullDetails')}
          </LocalizedLink>
        </div>
      )}
    </DrawerPanel>
  );
}
