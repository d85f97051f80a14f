/** The catalog's e-gift card product for an add (spec 001 §7 c_variantID and its images). */
import { resolvePath } from '@solo/sites';
import { getServices } from '../api/context.ts';
import { sdk, shopperClientConfig } from '../api/shopper.server.ts';
import type { CatalogProduct } from '../product/types.ts';
import type { SessionArgs } from '../session/session.server.ts';
import { lineImage } from './cart-view.server.ts';
import type { GiftCardProduct } from './types.ts';

/** The product when it is an e-gift card (c_isEgiftCard), with its cart image; else null. */
export async function giftCardProduct(
  args: SessionArgs,
  productId: string,
): Promise<GiftCardProduct | null> {
  const { site, locale } = resolvePath(new URL(args.request.url).pathname);
  const products = new sdk.ShopperProducts(
    shopperClientConfig(getServices(args.context).api, { siteId: site.id, locale: locale.id }),
  );
  const product: CatalogProduct | null = await products
    .getProduct({ parameters: { id: productId, allImages: true } })
    .then((p) => p as CatalogProduct)
    .catch(() => null);
  if (product?.c_isEgiftCard !== true) return null;
  const image = lineImage(product);
  return { id: product.id, ...(image ? { image } : {}) };
}
