/**
 * The cart view of a basket: the basket plus its lines' catalog data (images, variation values,
 * stock) read with Shopper Products (spec 001 §7 "cart lookups with allImages"; ids in chunks of
 * 24, at most 5 chunks, spec 001 §9).
 */
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { variantImages } from '../product/images.ts';
import type { CatalogProduct } from '../product/types.ts';
import type { SessionArgs } from '../session/session.server.ts';
import type { Basket } from './types.ts';
import { cartView, emptyCart, type CartView } from './cart-view.ts';

/** Spec 001 §9: "Product ids in chunks of 24; cart at most 5 chunks". */
export const PRODUCT_ID_CHUNK = 24;
export const CART_MAX_CHUNKS = 5;

/** A cart image's width in pixels (the image service resizes it). */
const CART_IMAGE_WIDTH = 160;

async function lineProducts(
  args: SessionArgs,
  basket: Basket,
): Promise<Map<string, CatalogProduct>> {
  const { site, locale } = resolvePath(new URL(args.request.url).pathname);
  // The lines' products and the free gifts a bonus choice offers (spec 001 §3).
  const bonusIds = (basket.bonusDiscountLineItems ?? []).flatMap((choice) =>
    (choice.bonusProducts ?? []).map((bonus) => bonus.productId ?? ''),
  );
  // The e-gift card product of each gift certificate item, for its name and image.
  const giftIds = (basket.giftCertificateItems ?? []).map((g) => String(g.c_variantID ?? ''));
  const ids = [
    ...new Set([
      ...(basket.productItems ?? []).flatMap((i) => [
        i.productId ?? '',
        // A bundle's parts, for their variation values and sibling variants.
        ...(i.bundledProductItems ?? []).map((part) => part.productId ?? ''),
      ]),
      ...bonusIds,
      ...giftIds,
    ]),
  ].filter(Boolean);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length && chunks.length < CART_MAX_CHUNKS; i += PRODUCT_ID_CHUNK) {
    chunks.push(ids.slice(i, i + PRODUCT_ID_CHUNK));
  }
  const products = new sdk.ShopperProducts(
    shopperClientConfig(getServices(args.context).api, {
      siteId: site.id,
      locale: locale.id,
      currency: basket.currency ?? locale.preferredCurrency,
    }),
  );
  const found = new Map<string, CatalogProduct>();
  const results = await Promise.all(
    chunks.map((chunk) =>
      products
        .getProducts({ parameters: { ids: chunk, allImages: true } })
        .catch((error: unknown) => {
          // Spec 001 §8: product fetch errors are logged and yield nothing.
          getServices(args.context).log.warn({ err: error }, 'cart product lookup failed');
          return { data: [] };
        }),
    ),
  );
  for (const product of results.flatMap((r) => (r.data ?? []) as CatalogProduct[])) {
    found.set(product.id, product);
  }
  return found;
}

export function lineImage(product: CatalogProduct) {
  const image = variantImages(product, product.variationValues ?? {})[0];
  if (!image) return undefined;
  const src = image.disBaseLink ?? image.link;
  return {
    src: `${src}${src.includes('?') ? '&' : '?'}w=${CART_IMAGE_WIDTH}`,
    alt: image.alt ?? product.name ?? '',
  };
}

/** The view of `basket`, or the empty cart of the request's locale. */
export async function buildCartView(args: SessionArgs, basket: Basket | null): Promise<CartView> {
  if (!basket) {
    return emptyCart(resolvePath(new URL(args.request.url).pathname).locale.preferredCurrency);
  }
  return cartView(basket, await lineProducts(args, basket), lineImage);
}
