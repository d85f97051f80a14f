import type { ImageGroup, Localized, ProductType, VariationAttribute } from '@solo/db';
import type { schema } from '@solo/db';
import { SITES, siteCurrencies } from '@solo/sites';
import { localeChain } from '../../localize.ts';
import { catalogGraph, offerBuilder } from './index-offers.ts';
import { foldKey, searchConfig, withoutDetail } from './text.ts';

/** The catalog rows the index is built from (prices at quantity 1 only). */
export interface CatalogRows {
  categories: Array<{
    id: string;
    parentId: string | null;
    name: string;
    position: number;
    online: boolean;
    localized: Localized<{ name: string }>;
  }>;
  products: Array<{
    id: string;
    type: ProductType;
    masterId: string | null;
    name: string;
    shortDescription: string | null;
    brand: string | null;
    online: boolean;
    createdAt: Date;
    localized: Localized<{ name: string; shortDescription: string }>;
    variationValues: Record<string, string> | null;
    variationAttributes: VariationAttribute[] | null;
    isDefaultVariant: boolean;
    imageGroups: ImageGroup[];
    setProductIds: string[] | null;
    bundledProducts: Array<{ productId: string; quantity: number }> | null;
  }>;
  productCategories: Array<{ productId: string; categoryId: string; position: number }>;
  prices: Array<{ priceBookId: string; productId: string; minQuantity: number; amount: number }>;
  inventory: Array<{
    inventoryListId: string;
    productId: string;
    stockLevel: number;
    safetyStock: number;
    backorderable: boolean;
    preorderable: boolean;
    backorderLimit: number;
    inStockDate: string | null;
  }>;
}

export type DocumentRow = typeof schema.searchDocuments.$inferInsert;
export type OfferRow = typeof schema.searchOffers.$inferInsert;
export type FacetValueRow = typeof schema.searchFacetValues.$inferInsert;

export interface IndexModel {
  /** Text locales: '' (base text) and every locale the catalog has translations for, lower-case. */
  locales: string[];
  documents: DocumentRow[];
  offers: OfferRow[];
  facetValues: FacetValueRow[];
}

type Product = CatalogRows['products'][number];

/**
 * A variation attribute across the catalog: every product's copy of it (their names in each
 * locale), its values' copies and their order.
 */
interface Axis {
  attributes: VariationAttribute[];
  values: Map<string, Array<VariationAttribute['values'][number]>>;
  order: Map<string, number>;
}
type Category = CatalogRows['categories'][number];

/**
 * The translation of `locale` ('' = none) in a `localized` column, field by field through the
 * catalog text fallback (es-US reads es-ES where it has no text of its own), as the product API
 * reads it.
 */
function translation<T extends object>(localized: Localized<T>, locale: string): Partial<T> {
  if (!locale) return {};
  const out: Partial<T> = {};
  for (const key of localeChain(locale, Object.keys(localized)).reverse())
    for (const [field, value] of Object.entries(localized[key] ?? {}))
      if (typeof value === 'string' && value !== '')
        (out as Record<string, unknown>)[field] = value;
  return out;
}

/** A variation attribute or value's name in `locale` ('' = the base name). */
const nameIn = (x: { name: string; localized?: Localized<{ name: string }> }, locale: string) =>
  translation(x.localized ?? {}, locale).name ?? x.name;

/** The attributes as a locale's documents show them: names translated, translations left out. */
const attributesIn = (attributes: VariationAttribute[], locale: string): VariationAttribute[] =>
  attributes.map((a) => ({
    id: a.id,
    name: nameIn(a, locale),
    values: a.values.map((v) => {
      const { localized: _localized, ...value } = v;
      return { ...value, name: nameIn(v, locale) };
    }),
  }));

const groupBy = <T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = map.get(k);
    if (group) group.push(row);
    else map.set(k, [row]);
  }
  return map;
};

/** Most frequent string, ties broken alphabetically. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

function categoryTree(categories: CatalogRows['categories']) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const online = new Map<string, boolean>();
  const isOnline = (id: string, seen = new Set<string>()): boolean => {
    const known = online.get(id);
    if (known !== undefined) return known;
    const c = byId.get(id);
    // A category is shown only when it and every ancestor are online; a cycle is not a tree.
    const result =
      !!c &&
      c.online &&
      !seen.has(id) &&
      (c.parentId === null || isOnline(c.parentId, new Set([...seen, id])));
    online.set(id, result);
    return result;
  };
  const ancestry = (id: string): string[] => {
    const path: string[] = [];
    for (let c = byId.get(id); c && !path.includes(c.id); c = byId.get(c.parentId ?? ''))
      path.push(c.id);
    return path;
  };
  const name = (c: Category, locale: string) => translation(c.localized, locale).name ?? c.name;
  return { byId, isOnline, ancestry, name };
}

function firstImage(product: Product, represented: Product | undefined) {
  const large = product.imageGroups.filter((g) => g.viewType === 'large');
  const color = represented?.variationValues?.color;
  const group =
    (color ? large.find((g) => g.variationAttributes?.color === color) : undefined) ??
    large[0] ??
    product.imageGroups[0];
  return group?.images[0] ?? null;
}

/**
 * Computes the index rows from the catalog. Masters, items, sets and bundles that are online,
 * have something to sell (a master an online variant, a set an online member) and sit in at least
 * one online category become documents; variants never do.
 */
export function buildIndexModel(rows: CatalogRows): IndexModel {
  const tree = categoryTree(rows.categories);
  const graph = catalogGraph(rows.products);
  const assignments = groupBy(rows.productCategories, (pc) => pc.productId);
  const locales = [
    '',
    ...new Set(
      [...rows.products, ...rows.categories].flatMap((r) =>
        Object.keys(r.localized).map((k) => k.toLowerCase()),
      ),
    ),
  ].sort();
  const members = (p: Product) => graph.members(p);
  const offer = offerBuilder(rows, graph);

  const documents: DocumentRow[] = [];
  const offers: OfferRow[] = [];
  const axes = new Map<string, Axis>();

  for (const p of rows.products) {
    if (!p.online || p.type === 'variant') continue;
    const parts = members(p);
    if (parts.length === 0 || parts.some((units) => units.length === 0)) continue;
    const direct = (assignments.get(p.id) ?? []).filter((a) => tree.isOnline(a.categoryId));
    if (direct.length === 0) continue;
    const categoryIds = [...new Set(direct.flatMap((a) => tree.ancestry(a.categoryId)))];
    const units = parts.flat();
    const online = p.type === 'master' ? units : [];
    const represented = online.find((v) => v.isDefaultVariant) ?? online[0];
    const image = firstImage(p, represented);
    const facets = [
      ...new Set(
        online.flatMap((v) =>
          Object.entries(v.variationValues ?? {}).map(([axis, value]) => `c_${axis}:${value}`),
        ),
      ),
    ];
    const used = new Set(facets);
    const variationAttributes =
      p.type === 'master'
        ? (p.variationAttributes ?? []).map((a) => ({
            ...a,
            values: a.values.filter((v) => used.has(`c_${a.id}:${v.value}`)),
          }))
        : null;
    for (const attribute of variationAttributes ?? []) {
      const axis: Axis = axes.get(attribute.id) ?? {
        attributes: [],
        values: new Map(),
        order: new Map(),
      };
      axes.set(attribute.id, axis);
      axis.attributes.push(attribute);
      for (const v of attribute.values) {
        // Appended in place: a copy per product would cost the square of the catalog.
        const copies = axis.values.get(v.value);
        if (copies) copies.push(v);
        else axis.values.set(v.value, [v]);
        // Values keep the order they first appear in (small, medium, large).
        if (!axis.order.has(v.value)) axis.order.set(v.value, axis.order.size);
      }
    }

    for (const site of SITES)
      for (const currency of siteCurrencies(site)) offers.push(offer(site, currency, p));

    const baseValueNames = (variationAttributes ?? []).flatMap((a) => a.values.map((v) => v.name));
    for (const locale of locales) {
      const attributes = variationAttributes && attributesIn(variationAttributes, locale);
      // A translated document keeps the English value names too ("stainless" still finds).
      const valueNames = [
        ...new Set([
          ...(attributes ?? []).flatMap((a) => a.values.map((v) => v.name)),
          ...baseValueNames,
        ]),
      ];
      const t = translation(p.localized, locale);
      const name = t.name ?? p.name;
      const description = t.shortDescription ?? p.shortDescription ?? '';
      const categoryNames = (l: string) =>
        categoryIds
          .map((id) => tree.byId.get(id))
          .filter((c): c is Category => !!c && c.parentId !== null)
          .map((c) => tree.name(c, l));
      documents.push({
        locale,
        productId: p.id,
        productType: p.type,
        config: searchConfig(locale),
        name,
        nameKey: foldKey(name),
        keywords: [...categoryNames(locale), ...valueNames, p.brand ?? ''].join(' '),
        description,
        baseText: locale ? [p.name, p.shortDescription ?? '', ...categoryNames('')].join(' ') : '',
        categoryIds,
        categoryPositions: Object.fromEntries(direct.map((a) => [a.categoryId, a.position])),
        facets,
        createdAt: p.createdAt,
        image: image
          ? { path: image.path, alt: t.name ?? image.alt, title: t.name ?? image.title }
          : null,
        variationAttributes: attributes,
        representedProductId: represented?.id ?? p.id,
      });
    }
  }

  const facetValues: FacetValueRow[] = [];
  for (const locale of locales) {
    for (const c of rows.categories) {
      if (!tree.isOnline(c.id)) continue;
      facetValues.push({
        locale,
        attributeId: 'cgid',
        attributeLabel: 'Category',
        value: c.id,
        label: tree.name(c, locale),
        parentValue: c.parentId,
        position: c.position,
      });
    }
    for (const [id, axis] of axes) {
      for (const [value, labels] of axis.values) {
        facetValues.push({
          locale,
          attributeId: `c_${id}`,
          attributeLabel: mostCommon(axis.attributes.map((a) => nameIn(a, locale))) ?? id,
          value,
          label: mostCommon(labels.map((v) => withoutDetail(nameIn(v, locale)))) ?? value,
          parentValue: null,
          position: axis.order.get(value) ?? 0,
        });
      }
    }
  }
  return { locales, documents, offers, facetValues };
}
