/**
 * What the wishlist pages show of each saved product: name, image, price, a link, and whether it
 * can go straight into the basket. Products are read anonymously (the catalog's own read cache
 * applies); a product the catalog no longer has stays listed so it can be removed.
 */
import type { Locale, Site } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import { formatMoney } from '../format/money.ts';
import { tileImages } from '../product/images.ts';
import type { CatalogProduct } from '../product/types.ts';
import type { SessionArgs } from '../session/session.server.ts';
import type { WishlistEntry } from './wishlist-data.ts';
import type { WishItem } from './wishlist.server.ts';

export type { WishlistEntry } from './wishlist-data.ts';

export async function wishlistEntries(
  args: SessionArgs,
  where: { site: Site; locale: Locale },
  items: WishItem[],
): Promise<WishlistEntry[]> {
  if (!items.length) return [];
  const products = new sdk.ShopperProducts(
    shopperClientConfig(getServices(args.context).api, {
      siteId: where.site.id,
      locale: where.locale.id,
      currency: where.locale.preferredCurrency,
    }),
  );
  const found = new Map<string, CatalogProduct>();
  try {
    // At most 24 items (spec 001 §9): one call of the 24-id chunk size.
    const result = await products.getProducts({
      parameters: { ids: [...new Set(items.map((i) => i.productId))] },
    });
    for (const product of (result.data ?? []) as CatalogProduct[]) found.set(product.id, product);
  } catch (error) {
    // Spec 001 §8: product fetch errors are logged and yield nothing.
    getServices(args.context).log.warn({ err: error }, 'wishlist product lookup failed');
  }
  return items.map((item) => {
    const product = found.get(item.productId);
    const href = `/p/${encodeURIComponent(item.productId)}`;
    if (!product) {
      return { ...item, name: item.productId, href, available: false, addable: false };
    }
    const image = tileImages(product, {})[0];
    const currency = product.currency ?? where.locale.preferredCurrency;
    return {
      itemId: item.itemId,
      productId: item.productId,
      name: product.name ?? item.productId,
      href,
      ...(image?.disBaseLink || image?.link
        ? { image: { src: image.disBaseLink ?? image.link, alt: image.alt ?? product.name ?? '' } }
        : {}),
      ...(typeof product.price === 'number' && !product.c_isEgiftCard
        ? { price: formatMoney(product.price, currency, where.locale.id) }
        : {}),
      available: true,
      addable: Boolean(product.type?.item && product.inventory?.orderable),
      ...(item.etchingText ? { etchingText: item.etchingText } : {}),
    };
  });
}
