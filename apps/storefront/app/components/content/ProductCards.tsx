import type { ProductCardsEntry, ProductPicker, TextField } from '@solo/content-model';
import { useContext, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { addAllToCart, type AddAllItem } from '../../lib/content/add-all.ts';
import { pickedProducts, type ContentProduct } from '../../lib/content/content-products.ts';
import { trackAddToCart } from '../../lib/basket/cart-product-tracking.ts';
import { productPath, viewFor } from '../../lib/tile/selection.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { useAddToCart, useBasketErrorText, useCart } from '../cart/cart-state.tsx';
import { shellCartMessages } from '../cart/shell-messages.ts';
import { TilePriceLine } from '../product-tile/ProductTile.tsx';
import { TileImages } from '../product-tile/TileImages.tsx';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { bm } from './block-messages.ts';
import { ContentProducts } from './block-contexts.tsx';
import { TextFieldView } from './TextField.tsx';

const BUTTON =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-busy:cursor-progress';

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
    />
  );
}

/** What Add All to Cart and "+ Add" add: the product itself, when the tile adds it at once. */
function addable({ tile, tracking }: ContentProduct): AddAllItem | null {
  const view = viewFor(tile, tile.selection, false);
  return view.action === 'addToCart'
    ? { productId: view.productId, name: tile.name, tracking }
    : null;
}

/** One product card: image, name (to the product page), price and "+ Add" (spec 000 §9). */
function ProductCard({ product }: { product: ContentProduct }) {
  const intl = useIntl();
  const nameId = useId();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const { tile } = product;
  const view = viewFor(tile, tile.selection, false);
  const href = productPath(tile, tile.selection);
  const item = addable(product);
  return (
    <article
      aria-labelledby={nameId}
      data-product-id={tile.id}
      className="@container flex h-full flex-col gap-2"
    >
      <LocalizedLink to={href} tabIndex={-1} aria-hidden="true" className="block">
        <TileImages images={tile.imageSets[view.images] ?? []} priority={false} name={tile.name} />
      </LocalizedLink>
      <h3 id={nameId} className="text-sm leading-snug font-semibold">
        <LocalizedLink to={href} className="hover:underline">
          {tile.name}
        </LocalizedLink>
      </h3>
      <TilePriceLine view={view} />
      {item ? (
        <button
          type="button"
          aria-describedby={nameId}
          aria-busy={busy}
          className={`${BUTTON} mt-auto self-start border border-ink text-ink hover:bg-stone-100`}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void addToCart({
              items: [{ productId: item.productId, quantity: 1 }],
              tracking: [{ tracking: item.tracking, quantity: 1 }],
            }).finally(() => setBusy(false));
          }}
        >
          {busy ? <Spinner /> : null}
          {intl.formatMessage(bm.add)}
        </button>
      ) : null}
    </article>
  );
}

/**
 * Add All to Cart (spec 000 §4, §8): busy while it adds each product in turn; then the mini cart
 * opens whatever happened, with a success toast, or an error toast with the service's message
 * (the generic one without) naming the products that were not added.
 */
function AddAllButton({ items }: { items: AddAllItem[] }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const drawers = useShellDrawers();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    const outcome = await addAllToCart(items, write);
    if (outcome.added.length) {
      trackAddToCart(outcome.added.map(({ tracking }) => ({ tracking, quantity: 1 })));
    }
    if (outcome.status === 'success') {
      toast({
        status: 'success',
        title: intl.formatMessage(shellCartMessages.addedToCart, { n: outcome.added.length }),
      });
    } else {
      const title = errorText({
        status: 400,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      });
      toast({
        status: 'error',
        ...(title ? { title } : {}),
        description: intl.formatMessage(bm.notAdded, {
          products: intl.formatList(outcome.failed, { type: 'conjunction' }),
        }),
      });
    }
    drawers.open('cart');
  };
  return (
    <button
      type="button"
      aria-busy={busy}
      data-add-all=""
      className={`${BUTTON} bg-ink text-white hover:bg-neutral-700`}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void run().finally(() => setBusy(false));
      }}
    >
      {busy ? <Spinner /> : null}
      {intl.formatMessage(bm.addAll)}
    </button>
  );
}

/**
 * Picked products as cards with "+ Add" each and, with two or more that add at once, Add All
 * to Cart. The products were resolved by the page's loader (lib/content/content-products); a
 * product it could not find is left out, and nothing shows without any.
 */
export function ProductCardList({
  title,
  text,
  products: picker,
  showAddAll = true,
}: {
  title?: string | undefined;
  text?: TextField | undefined;
  products: ProductPicker | undefined;
  showAddAll?: boolean | undefined;
}) {
  const headingId = useId();
  const products = pickedProducts(picker, useContext(ContentProducts));
  if (!products.length) return null;
  const items = products.flatMap((p) => addable(p) ?? []);
  const heading = title?.trim();
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      className="grid gap-6"
      data-block="product_cards"
    >
      {heading || text ? (
        <div className="grid gap-2">
          {heading ? (
            <h2 id={headingId} className="text-2xl font-bold tracking-tight lg:text-3xl">
              {heading}
            </h2>
          ) : null}
          <TextFieldView text={text} className="text-muted" />
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.tile.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {showAddAll && items.length > 1 ? (
        <div className="flex justify-center">
          <AddAllButton items={items} />
        </div>
      ) : null}
    </section>
  );
}

/** product_cards: a heading, text and the picked products (spec 000 §2, §4). */
export function ProductCards({ entry }: { entry: Partial<ProductCardsEntry>; first: boolean }) {
  if (!pickedProducts(entry.products, useContext(ContentProducts)).length) return null;
  return (
    <div className="mx-auto w-full max-w-page px-4 py-10 lg:py-14">
      <ProductCardList
        title={entry.title}
        text={entry.text}
        products={entry.products}
        showAddAll={entry.show_add_all !== false}
      />
    </div>
  );
}
