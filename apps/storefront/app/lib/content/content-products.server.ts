/**
 * Resolves the products a page's content picked (lib/content/content-products.ts) in one tile
 * products call, on the server, like the recommendations block (spec 000 §3 Product, content
 * view). A product_cards section none of whose products resolved is left out of the page (spec
 * 000 §8 "Missing content data: block renders nothing"), so it never takes the first section's
 * high-priority slot.
 */
import type { ProductPicker } from '@solo/content-model';
import type { RequestServices } from '../api/context.ts';
import { fetchTileProducts, type CatalogContext } from '../listing/catalog.server.ts';
import { productTracking } from '../recommendations/recommendations.server.ts';
import { toTileView } from '../tile/tile-view.ts';
import { pickedIds, type ContentProductMap } from './content-products.ts';

type Services = Pick<RequestServices, 'api' | 'log'>;
type Section = { uid: string; _content_type_uid: string };

/** Our bound on the products one page's content resolves (two chunks of the products call). */
export const CONTENT_PRODUCTS_MAX = 48;

/** Embedded entry types whose picker holds products, and the picker's field. */
const EMBEDDED_PICKERS: Record<string, string> = {
  featured_products: 'products',
  recipe: 'equipment_used',
};

/** Rich text nests a few levels deep; deeper is not content we render. */
const MAX_DEPTH = 16;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every picked product id in the sections, in page order, each once. */
export function contentProductIds(sections: readonly unknown[]): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || !isObject(value)) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (value._content_type_uid === 'product_cards') {
      for (const id of pickedIds(value.products as ProductPicker)) ids.add(id);
    }
    const attrs = value.type === 'reference' && isObject(value.attrs) ? value.attrs : undefined;
    const field = attrs ? EMBEDDED_PICKERS[String(attrs['content-type-uid'])] : undefined;
    if (field && isObject(attrs?.entry)) {
      for (const id of pickedIds(attrs.entry[field] as ProductPicker)) ids.add(id);
    }
    for (const child of Object.values(value)) walk(child, depth + 1);
  };
  walk(sections, 0);
  return [...ids].slice(0, CONTENT_PRODUCTS_MAX);
}

/** The products of `ids` as content shows them, in one tile products call (missing ones left out). */
export async function resolveProductsById(
  services: Services,
  ctx: CatalogContext,
  ids: readonly string[],
): Promise<ContentProductMap> {
  const wanted = [...new Set(ids)].slice(0, CONTENT_PRODUCTS_MAX);
  const found = wanted.length ? await fetchTileProducts(services, ctx, wanted) : [];
  return Object.fromEntries(
    found.map((p) => [
      p.id,
      { tile: toTileView(p, ctx), tracking: productTracking(p, ctx.currency) },
    ]),
  );
}

export async function resolveContentProducts<S extends Section>(
  services: Services,
  ctx: CatalogContext,
  sections: S[],
): Promise<{ sections: S[]; products: ContentProductMap }> {
  const products = await resolveProductsById(services, ctx, contentProductIds(sections));
  return {
    sections: sections.filter(
      (s) =>
        s._content_type_uid !== 'product_cards' ||
        pickedIds((s as unknown as { products?: ProductPicker }).products).some(
          (id) => id in products,
        ),
    ),
    products,
  };
}
