import type { ShopperSearchTypes } from 'commerce-sdk-isomorphic';
import type { CurrencyCode } from '@solo/sites';
import {
  CATEGORY_LABEL,
  FLAG_REFINEMENTS,
  PRICE_BUCKET_EDGES,
  PRICE_LABEL,
  REFINEMENT_ORDER,
  isFlagRefinement,
} from './constants.ts';

type Refinement = ShopperSearchTypes.ProductSearchRefinement;
type RefinementValue = ShopperSearchTypes.ProductSearchRefinementValue;

/** One refinement value's hit count, with its label row from the index when it has one. */
export interface ValueCount {
  attributeId: string;
  value: string;
  hitCount: number;
  label: string | null;
  attributeLabel: string | null;
  parentValue: string | null;
  position: number | null;
}

/** A price bucket: its refinement value, e.g. "(50..100)", and its bounds in minor units. */
export interface PriceBucket {
  value: string;
  min: number;
  max: number | null;
}

/** The buckets of a currency: consecutive edges, the last one open. */
export function priceBuckets(currency: CurrencyCode): PriceBucket[] {
  const edges = PRICE_BUCKET_EDGES[currency];
  return edges.map((edge, i) => {
    const next = edges[i + 1];
    return next === undefined
      ? { value: `(${edge}..)`, min: edge * 100, max: null }
      : { value: `(${edge}..${next})`, min: edge * 100, max: next * 100 };
  });
}

/** Number formats by locale and currency: building one costs more than a whole search. */
const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string, currency: CurrencyCode): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let format = formats.get(key);
  if (!format) {
    const options = { style: 'currency', currency, maximumFractionDigits: 0 } as const;
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    // Any well-formed locale id is accepted, so the map is bounded: past it, start again.
    if (formats.size >= 500) formats.clear();
    formats.set(key, format);
  }
  return format;
}

function priceLabel(bucket: PriceBucket, locale: string, currency: CurrencyCode): string {
  const format = priceFormat(locale, currency);
  const min = format.format(bucket.min / 100);
  return bucket.max === null ? `${min}+` : `${min} – ${format.format(bucket.max / 100)}`;
}

const byPosition = (a: ValueCount, b: ValueCount) =>
  (a.position ?? 0) - (b.position ?? 0) || (a.label ?? a.value).localeCompare(b.label ?? b.value);

/** Categories nest under their parents; the catalog root itself is not a choice. */
function categoryValues(counts: ValueCount[]): RefinementValue[] {
  const children = new Map<string | null, ValueCount[]>();
  const present = new Set(counts.map((c) => c.value));
  for (const c of counts) {
    const parent = c.parentValue !== null && present.has(c.parentValue) ? c.parentValue : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const node = (c: ValueCount): RefinementValue => {
    const nested = (children.get(c.value) ?? []).sort(byPosition).map(node);
    return {
      value: c.value,
      label: c.label ?? c.value,
      hitCount: c.hitCount,
      ...(nested.length ? { values: nested } : {}),
    };
  };
  const roots = (children.get(null) ?? []).sort(byPosition);
  return roots.flatMap((root) =>
    root.parentValue === null
      ? (children.get(root.value) ?? []).sort(byPosition).map(node)
      : [node(root)],
  );
}

/**
 * The refinements of a response from the hit counts: zero counts were never counted, so every
 * value listed finds something. Categories nest, prices are the currency's buckets in order.
 */
export function buildRefinements(
  counts: readonly ValueCount[],
  locale: string,
  currency: CurrencyCode,
): Refinement[] {
  const by = new Map<string, ValueCount[]>();
  for (const c of counts) {
    if (c.hitCount > 0) by.set(c.attributeId, [...(by.get(c.attributeId) ?? []), c]);
  }
  const rank = (id: string) => {
    const i = REFINEMENT_ORDER.indexOf(id);
    return i === -1 ? REFINEMENT_ORDER.length : i;
  };
  const buckets = priceBuckets(currency);
  return [...by.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((attributeId): Refinement => {
      const values = by.get(attributeId) ?? [];
      if (attributeId === 'cgid')
        return { attributeId, label: CATEGORY_LABEL, values: categoryValues(values) };
      if (attributeId === 'price') {
        const count = new Map(values.map((v) => [v.value, v.hitCount]));
        return {
          attributeId,
          label: PRICE_LABEL,
          values: buckets
            .filter((b) => count.has(b.value))
            .map((b) => ({
              value: b.value,
              label: priceLabel(b, locale, currency),
              hitCount: count.get(b.value) ?? 0,
            })),
        };
      }
      if (isFlagRefinement(attributeId)) {
        const flag = FLAG_REFINEMENTS[attributeId];
        return {
          attributeId,
          label: flag.label,
          values: values.map((v) => ({
            value: v.value,
            label: flag.valueLabel,
            hitCount: v.hitCount,
          })),
        };
      }
      return {
        attributeId,
        label: values[0]?.attributeLabel ?? attributeId,
        values: [...values].sort(byPosition).map((v) => ({
          value: v.value,
          label: v.label ?? v.value,
          hitCount: v.hitCount,
          // Swatches are keyed by colour value (spec 001 §9 swatch colour map).
          ...(attributeId === 'c_color' ? { presentationId: v.value } : {}),
        })),
      };
    });
}
