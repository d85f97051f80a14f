import { NEW_ARRIVAL_DAYS } from '@solo/fixtures';
import type { CurrencyCode } from '@solo/sites';
import {
  labelKey,
  ON_SALE,
  ORDERABLE,
  type LocaleTexts,
  type Offers,
  type SearchMemory,
} from './memory-index.ts';
import type { Refinements } from './query.ts';
import { priceBuckets, type ValueCount } from './refinements.ts';

const DAY_MS = 86_400_000;

/** Attribute and value of a facet value `c_color:black`. */
const split = (facet: string) => {
  const at = facet.indexOf(':');
  return { attributeId: facet.slice(0, at), value: facet.slice(at + 1) };
};

/** The selected refinements as one bit each, in the order of `ids`. */
function selection(refine: Refinements) {
  const ids = [
    ...(refine.categories ? ['cgid'] : []),
    ...(refine.prices ? ['price'] : []),
    ...Object.keys(refine.facets),
    ...refine.flags,
  ];
  const bit = (id: string) => {
    const i = ids.indexOf(id);
    return i === -1 ? 0 : 1 << i;
  };
  return { ids, bit };
}

const isNewSince = () => Date.now() - NEW_ARRIVAL_DAYS * DAY_MS;

/**
 * The refinement test of a product: a bit set for each selected refinement it fails (0: it
 * passes them all). Values of one attribute are OR-ed, attributes AND-ed.
 */
export function refinementFilter(memory: SearchMemory, refine: Refinements) {
  const { bit } = selection(refine);
  const categories = new Set(
    (refine.categories ?? []).map((c) => memory.categoryIds.indexOf(c)).filter((n) => n >= 0),
  );
  const facets = Object.entries(refine.facets).map(([id, values]) => {
    const wanted = new Set(values.map((v) => `${id}:${v}`));
    return {
      bit: bit(id),
      values: new Set(memory.facetValues.flatMap((f, n) => (wanted.has(f) ? [n] : []))),
    };
  });
  const prices = refine.prices;
  const newSince = isNewSince();
  const any = (list: Int32Array, wanted: ReadonlySet<number>) => {
    for (const x of list) if (wanted.has(x)) return true;
    return false;
  };
  return (n: number, offers: Offers): number => {
    let failed = 0;
    if (refine.categories && !any(memory.categories[n]!, categories)) failed |= bit('cgid');
    if (prices) {
      const p = offers.price[n]!;
      if (Number.isNaN(p) || !prices.some((r) => p >= r.min && (r.max === null || p < r.max)))
        failed |= bit('price');
    }
    for (const f of facets) if (!any(memory.facets[n]!, f.values)) failed |= f.bit;
    const flags = offers.flags[n]!;
    if (refine.flags.includes('c_inStock') && !(flags & ORDERABLE)) failed |= bit('c_inStock');
    if (refine.flags.includes('c_onSale') && !(flags & ON_SALE)) failed |= bit('c_onSale');
    if (refine.flags.includes('c_isNew') && !(memory.createdAt[n]! >= newSince))
      failed |= bit('c_isNew');
    return failed;
  };
}

/**
 * Hit counts of every refinement value: a value of attribute X counts the products that pass
 * every selected refinement but X's own, so choosing a colour keeps the other colours' counts.
 */
export function refinementCounts(
  memory: SearchMemory,
  refine: Refinements,
  currency: CurrencyCode,
) {
  const { bit } = selection(refine);
  const categories = new Int32Array(memory.categoryIds.length);
  const facets = new Int32Array(memory.facetValues.length);
  const facetBits = Int32Array.from(memory.facetValues, (f) => bit(split(f).attributeId));
  const buckets = priceBuckets(currency);
  const prices = new Int32Array(buckets.length);
  const flags = { c_inStock: 0, c_onSale: 0, c_isNew: 0 };
  const newSince = isNewSince();
  const passesBut = (failed: number, id: string) => (failed & ~bit(id)) === 0;
  const cgidBit = bit('cgid');
  const priceBit = bit('price');

  return {
    add(n: number, offers: Offers, failed: number): void {
      if ((failed & ~cgidBit) === 0) for (const c of memory.categories[n]!) categories[c]!++;
      if ((failed & ~priceBit) === 0) {
        const p = offers.price[n]!;
        const b = buckets.findIndex((x) => p >= x.min && (x.max === null || p < x.max));
        if (b >= 0) prices[b]!++;
      }
      for (const f of memory.facets[n]!) if ((failed & ~facetBits[f]!) === 0) facets[f]!++;
      const own = offers.flags[n]!;
      if (own & ORDERABLE && passesBut(failed, 'c_inStock')) flags.c_inStock++;
      if (own & ON_SALE && passesBut(failed, 'c_onSale')) flags.c_onSale++;
      if (memory.createdAt[n]! >= newSince && passesBut(failed, 'c_isNew')) flags.c_isNew++;
    },

    /** The counts with their labels in the text locale; zero counts left out. */
    values(texts: LocaleTexts): ValueCount[] {
      const out: ValueCount[] = [];
      const push = (attributeId: string, value: string, hitCount: number) => {
        if (hitCount === 0) return;
        const l = texts.facetLabels.get(labelKey(attributeId, value));
        out.push({
          attributeId,
          value,
          hitCount,
          label: l?.label ?? null,
          attributeLabel: l?.attributeLabel ?? null,
          parentValue: l?.parentValue ?? null,
          position: l?.position ?? null,
        });
      };
      categories.forEach((count, c) => push('cgid', memory.categoryIds[c]!, count));
      prices.forEach((count, b) => push('price', buckets[b]!.value, count));
      facets.forEach((count, f) => {
        const { attributeId, value } = split(memory.facetValues[f]!);
        push(attributeId, value, count);
      });
      for (const [id, count] of Object.entries(flags)) push(id, 'true', count);
      return out;
    },
  };
}
