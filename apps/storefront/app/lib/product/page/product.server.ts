/**
 * Loads the product page and quick-shop data from the Shopper Products API (spec 001 §7 "Get
 * product", "Get products by ids (accessories)") and maps it to the page's view model.
 */
import { productRecordSchema, type ProductRecord } from '@solo/content-model/schemas';
import type { ApiClient } from '../../api/types.ts';
import { sdk, shopperClientConfig } from '../../api/shopper.server.ts';
import type { CatalogProduct } from '../types.ts';
import { isMaster } from '../price.ts';
import { findVariant } from '../variants.ts';
import { parseSelection } from './selection.ts';
import { buildPdpView, type PdpView } from './pdp-view.ts';

/** What a product page request comes to. */
export type PdpResult =
  | { kind: 'notFound' }
  | { kind: 'variant'; masterId: string; params: URLSearchParams }
  | { kind: 'page'; view: PdpView };

export interface LoadPdpInput {
  api: ApiClient;
  siteId: string;
  localeId: string;
  productId: string;
  params: URLSearchParams;
  enableBackorderMessaging: boolean;
  /** The site hides etching (spec 001 §6 disableEtching). */
  disableEtching?: boolean;
  /** The site offers subscriptions (spec 001 §6 enableSubscriptions). */
  enableSubscriptions?: boolean;
  now?: Date;
}

/** Spec 001 §2, §7: the content type of product page records. */
export const PRODUCT_CONTENT_TYPE = 'product';

/** Spec 001 §7: accessories are read by id, at most 24 in one call. */
const MAX_ACCESSORY_IDS = 24;

const isNotFound = (error: unknown) =>
  error instanceof sdk.ResponseError && error.response.status === 404;

/** The accessory ids a product names (`c_accessories`: an array or a comma list of ids). */
export function accessoryIds(product: CatalogProduct): string[] {
  const raw = (product as { c_accessories?: unknown }).c_accessories;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return list
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .map((id) => id.trim())
    .slice(0, MAX_ACCESSORY_IDS);
}

/** The in-stock date written for the shopper's locale ("Nov 30, 2026"), read as a UTC date. */
export const formatStockDate = (localeId: string) => (isoDate: string) => {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) return isoDate;
  return new Intl.DateTimeFormat(localeId, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
};

/**
 * The product's content record (spec 001 §7 "product content lookup uses content type 'product'
 * filtering on the product's id in two reference attributes": its own id or one of its
 * variations). A record that does not pass the content model is left out (the content service
 * refuses such records when they are written, so only an older record can be one).
 */
async function productRecord(
  input: LoadPdpInput,
  productId: string,
): Promise<ProductRecord | null> {
  const found = await input.api.findEntries<Record<string, unknown>>({
    contentTypeUid: PRODUCT_CONTENT_TYPE,
    locale: input.localeId,
    searchParams: { sfcc_product_id: productId, variations: productId },
    searchType: 'or',
    limit: 1,
  });
  const entry = found.entries[0];
  if (!entry) return null;
  // The entry's body fields come with its meta fields (uid, title, …): the record is the former.
  const { sfcc_product_id, images, variations } = entry;
  const parsed = productRecordSchema.safeParse({ sfcc_product_id, images, variations });
  return parsed.success ? parsed.data : null;
}

/**
 * The product page of `productId`: not found (unknown or offline product), the master to send a
 * variant's page to (spec 001 §2: "a variant links to its master product id"), or the page.
 * A chosen variant is read too, for its own price, stock and dimensions.
 */
export async function loadPdp(input: LoadPdpInput): Promise<PdpResult> {
  const products = new sdk.ShopperProducts(
    shopperClientConfig(input.api, {
      siteId: input.siteId,
      locale: input.localeId,
      cachedCatalog: true,
    }),
  );
  const get = async (id: string): Promise<CatalogProduct | null> => {
    try {
      return await products.getProduct({
        parameters: { id, allImages: true },
      });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  const product = await get(input.productId);
  if (!product) return { kind: 'notFound' };
  if (product.type?.variant && product.master?.masterId) {
    const params = new URLSearchParams(input.params);
    for (const [attr, value] of Object.entries(product.variationValues ?? {})) {
      params.set(attr, value);
    }
    return { kind: 'variant', masterId: product.master.masterId, params };
  }

  const { selection, missing } = parseSelection(product, input.params);
  const chosen = isMaster(product) && !missing ? findVariant(product, selection) : undefined;
  const ids = accessoryIds(product);
  const [variant, accessories, content] = await Promise.all([
    chosen ? get(chosen.productId) : Promise.resolve(null),
    ids.length
      ? products
          .getProducts({ parameters: { ids } })
          .then((result) => (result.data ?? []) as CatalogProduct[])
      : Promise.resolve([]),
    productRecord(input, product.id),
  ]);
  return {
    kind: 'page',
    view: buildPdpView(product, {
      params: input.params,
      now: input.now ?? new Date(),
      enableBackorderMessaging: input.enableBackorderMessaging,
      disableEtching: input.disableEtching ?? false,
      enableSubscriptions: input.enableSubscriptions ?? false,
      formatDate: formatStockDate(input.localeId),
      variant,
      accessories,
      content,
    }),
  };
}

/**
 * Quick shop's data (spec 001 §2 quick shop): the same page view; a variant id opens its master
 * with the variant's values chosen. Null for an unknown product.
 */
export async function loadQuickShop(input: LoadPdpInput): Promise<PdpView | null> {
  const result = await loadPdp(input);
  if (result.kind === 'page') return result.view;
  if (result.kind === 'notFound') return null;
  const master = await loadPdp({ ...input, productId: result.masterId, params: result.params });
  return master.kind === 'page' ? master.view : null;
}
