import { TileRating } from '../reviews/Stars.tsx';
import { lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { TileLabel } from '../../lib/product/availability.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { useAddToCart } from '../cart/cart-state.tsx';
import {
  pickSwatch,
  productPath,
  quickShopHref,
  viewFor,
  type ShownView,
} from '../../lib/tile/selection.ts';
import { tileActionMessage } from '../../lib/product/buttons.ts';
import type { TileView } from '../../lib/tile/tile-view.ts';
import { WishlistHeart } from '../wishlist/WishlistHeart.tsx';
import { m } from './messages.ts';
import { TileImages } from './TileImages.tsx';
import { TileSwatches } from './TileSwatches.tsx';
import { NotifyMeButton, type NotifyMeLauncher } from '../notify-me/NotifyMeButton.tsx';

/** The notify-me modal, loaded on first open (NotifyMeButton.tsx says why it is declared here). */
const NOTIFY_ME: NotifyMeLauncher = lazy(() => import('../notify-me/NotifyMeModal.tsx'));

/** Tiles of the first grid row (four columns on desktop) load their image at high priority. */
export const TILE_PRIORITY_COUNT = 4;

/** Spec 001 §4: discontinued, out-of-stock and final-sale texts use the error colour. */
const LABEL_TONE: Record<TileLabel['kind'], string> = {
  discontinued: 'text-red-700',
  outOfStock: 'text-red-700',
  finalSale: 'text-red-700',
  free: 'text-green-800',
  freeGift: 'text-green-800',
};

/** app.css: every tile has one. */
const BUTTON = 'tile-button';
const PRIMARY = `${BUTTON} bg-ink text-white hover:bg-neutral-700`;
const SECONDARY = `${BUTTON} border border-ink text-ink hover:bg-neutral-100`;

/**
 * Spec 001 §2 tile Add to Cart: adds one of the tile's product (the chosen variant) at once,
 * busy while adding, then the toast and the mini cart (components/cart/cart-state.tsx).
 */
function AddToCartButton({
  tile,
  view,
  text,
  describedBy,
}: {
  tile: TileView;
  view: ShownView;
  text: string;
  describedBy: string;
}) {
  const addToCart = useAddToCart();
  const { locale } = useSite();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={PRIMARY}
      aria-describedby={describedBy}
      aria-busy={busy}
      data-action={view.action}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void addToCart({
          items: [{ productId: view.productId, quantity: 1 }],
          tracking: [
            {
              tracking: {
                id: view.productId,
                name: tile.name,
                currency: locale.preferredCurrency,
                ...(tile.pageId !== view.productId ? { masterId: tile.pageId } : {}),
                variationValues: tile.selection,
              },
              quantity: 1,
            },
          ],
        }).finally(() => setBusy(false));
      }}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      ) : null}
      {text}
    </button>
  );
}

/**
 * The tile's button (spec 001 §2). Add to Cart adds at once; Add Set to Cart and quick shop
 * link to the current URL with the quick-shop parameters (quick shop adds every part of a set);
 * Notify Me opens the notify-me modal for the tile's variant; View Full Details leads to the
 * product page (docs/decisions.md).
 */
function TileButton({
  tile,
  view,
  productHref,
  describedBy,
}: {
  tile: TileView;
  view: ShownView;
  productHref: string;
  describedBy: string;
}) {
  const intl = useIntl();
  const location = useLocation();
  const message = tileActionMessage(view.action);
  if (view.action === 'none' || !message) return null;
  const text = intl.formatMessage(message, message.values);
  if (view.action === 'addToCart') {
    return <AddToCartButton tile={tile} view={view} text={text} describedBy={describedBy} />;
  }
  if (view.action === 'notifyMe') {
    return (
      <NotifyMeButton
        sku={view.productId}
        launcher={NOTIFY_ME}
        className={SECONDARY}
        describedBy={describedBy}
      >
        {text}
      </NotifyMeButton>
    );
  }
  if (view.action === 'viewFullDetails') {
    return (
      <LocalizedLink
        to={productHref}
        className={SECONDARY}
        aria-describedby={describedBy}
        data-action={view.action}
      >
        {text}
      </LocalizedLink>
    );
  }
  return (
    <Link
      to={quickShopHref(location.pathname, location.search, view.productId)}
      preventScrollReset
      className={PRIMARY}
      aria-describedby={describedBy}
      data-action={view.action}
    >
      {text}
    </Link>
  );
}

export function TilePriceLine({ view }: { view: ShownView }) {
  const intl = useIntl();
  const price = view.price;
  if (!price) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-price="">
      {price.list ? (
        <>
          <span className="sr-only">{intl.formatMessage(m.listPrice)}</span>
          <s className="text-muted">{price.list}</s>
          <span className="sr-only">{intl.formatMessage(m.salePrice)}</span>
          <span className="font-semibold text-red-700">{price.text}</span>
        </>
      ) : (
        <span className="font-semibold">{price.text}</span>
      )}
      {price.discount ? (
        <span className="rounded-sm bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
          {intl.formatMessage(price.discount, price.discount.values)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * A product tile of a listing (spec 001 §2 "Product tile"): image with hover slider, badge,
 * name linking to the product page with the selected variation, price, sell point, swatches,
 * availability labels and the button. `index` is the tile's 0-based position in the grid.
 */
export function ProductTile({ tile, index }: { tile: TileView; index: number }) {
  const intl = useIntl();
  const nameId = useId();
  const [selection, setSelection] = useState(tile.selection);
  const [picked, setPicked] = useState(false);
  const view = viewFor(tile, selection, picked);
  const images = tile.imageSets[view.images] ?? [];
  const href = productPath(tile, selection);

  return (
    <article
      aria-labelledby={nameId}
      data-product-id={tile.id}
      className="@container relative flex h-full flex-col gap-2"
    >
      <LocalizedLink to={href} tabIndex={-1} aria-hidden="true" className="block">
        <TileImages images={images} priority={index < TILE_PRIORITY_COUNT} name={tile.name} />
      </LocalizedLink>
      {tile.badge ? (
        <span
          className="absolute top-2 left-2 rounded-sm px-2 py-0.5 text-xs font-semibold"
          style={{ color: tile.badge.colorFont, background: tile.badge.colorBackground }}
        >
          {intl.formatMessage(tile.badge.message)}
        </span>
      ) : null}
      {/* Spec 001 §2: the heart is hidden for gift cards; tiles save private items (§3). */}
      {tile.isGiftCard ? null : (
        <WishlistHeart
          productId={tile.pageId}
          productName={tile.name}
          shared={false}
          className="absolute top-2 right-2"
        />
      )}
      <h3 id={nameId} className="text-sm leading-snug font-semibold">
        <LocalizedLink to={href} className="hover:underline" data-tile-link="">
          {tile.name}
        </LocalizedLink>
      </h3>
      {tile.rating ? <TileRating rating={tile.rating} /> : null}
      <TilePriceLine view={view} />
      {tile.sellPoint ? <p className="text-xs text-muted">{tile.sellPoint}</p> : null}
      {tile.swatches ? (
        <TileSwatches
          swatches={tile.swatches}
          selected={selection[tile.swatches.attributeId]}
          productName={tile.name}
          onPick={(value) => {
            setSelection((current) => pickSwatch(tile, current, value));
            setPicked(true);
          }}
        />
      ) : null}
      {view.labels.length ? (
        <ul className="flex flex-wrap gap-x-3 text-xs font-semibold">
          {view.labels.map((label) => (
            <li key={label.kind} className={LABEL_TONE[label.kind]} data-label={label.kind}>
              {intl.formatMessage(label.message, label.message.values)}
            </li>
          ))}
        </ul>
      ) : null}
      <TileButton tile={tile} view={view} productHref={href} describedBy={nameId} />
    </article>
  );
}
