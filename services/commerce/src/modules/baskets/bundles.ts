/**
 * The parts of a bundle line (spec 001 §3 `bundledProductItems`): one per member of the catalog's
 * bundle definition, each with its own item id, the variant it holds and bundle quantity × the
 * member's quantity. A member that is a variant or a master can be held as any variant of the
 * same master (docs/decisions/set-parts-and-bundle-edits.md); the chosen variants live with the
 * line, under a custom key no request can write (`c_` names start with a letter).
 */
import type { LineProduct } from './products.ts';

/** Custom key of a bundle line's chosen part variants, in the definition's member order. */
export const BUNDLE_PARTS_KEY = '_bundledProductIds';

export interface BundlePart {
  itemId: string;
  productId: string;
  /** Units in one bundle. */
  perBundle: number;
  /** Units the line holds: its quantity × perBundle. */
  quantity: number;
  /** The master whose variants this part can be; undefined for a plain item. */
  masterId: string | undefined;
}

interface BundleLine {
  id: string;
  quantity: number;
  custom: Record<string, unknown>;
}

export const bundledItemId = (lineId: string, index: number) => `${lineId}-bundled-${index}`;

/** The master a member's variants belong to: itself when a master, its master when a variant. */
export function familyOf(
  memberId: string,
  products: ReadonlyMap<string, LineProduct>,
): string | undefined {
  const record = products.get(memberId)?.record;
  if (!record) return undefined;
  if (record.type === 'master') return record.id;
  if (record.type === 'variant') return record.masterId ?? undefined;
  return undefined;
}

/** `p` is an online variant of `masterId` (the graph reads online products only). */
export const isVariantOf = (p: LineProduct | undefined, masterId: string | undefined) =>
  !!p && !!masterId && p.record.type === 'variant' && p.record.masterId === masterId;

/** The master's default variant: the first orderable one in attribute order, else the first. */
export function defaultVariant(
  masterId: string,
  products: ReadonlyMap<string, LineProduct>,
): string | undefined {
  const variants = [...products.values()].filter((p) => isVariantOf(p, masterId));
  return (variants.find((p) => p.availability.orderable) ?? variants[0])?.record.id;
}

const storedChoices = (custom: Record<string, unknown>): unknown[] => {
  const stored = custom[BUNDLE_PARTS_KEY];
  return Array.isArray(stored) ? stored : [];
};

/**
 * The parts of a line of `bundle`; empty for any other product. A stored choice that is no longer
 * a variant of its member's master (catalog changed) falls back to the member itself, or to the
 * master's default variant when the member is a master.
 */
export function partsOf(
  line: BundleLine,
  bundle: LineProduct | undefined,
  products: ReadonlyMap<string, LineProduct>,
): BundlePart[] {
  if (bundle?.record.type !== 'bundle') return [];
  const stored = storedChoices(line.custom);
  return (bundle.record.bundledProducts ?? []).map((member, index) => {
    const masterId = familyOf(member.productId, products);
    const chosen = stored[index];
    const productId =
      typeof chosen === 'string' && isVariantOf(products.get(chosen), masterId)
        ? chosen
        : products.get(member.productId)?.record.type === 'master'
          ? (defaultVariant(member.productId, products) ?? member.productId)
          : member.productId;
    return {
      itemId: bundledItemId(line.id, index),
      productId,
      perBundle: member.quantity,
      quantity: member.quantity * line.quantity,
      masterId,
    };
  });
}

/**
 * Why `part` cannot be `productId`; undefined when it can: an online variant of the part's
 * master, not discontinued, orderable.
 */
export function choosePart(
  part: BundlePart,
  productId: string,
  products: ReadonlyMap<string, LineProduct>,
): string | undefined {
  const p = products.get(productId);
  if (!p) return 'is not a product of the catalog';
  if (!isVariantOf(p, part.masterId)) return 'is not a variant of the same master as this part';
  if (p.record.custom.isDiscontinued === true) return 'is discontinued';
  if (!p.availability.orderable) return 'is out of stock';
  return undefined;
}

/** The custom attributes of a line holding `parts`. */
export const withParts = (custom: Record<string, unknown>, parts: readonly BundlePart[]) => ({
  ...custom,
  [BUNDLE_PARTS_KEY]: parts.map((p) => p.productId),
});

/** The line's custom attributes a client sees: the parts are `bundledProductItems` instead. */
export function withoutParts(custom: Record<string, unknown>): Record<string, unknown> {
  if (!(BUNDLE_PARTS_KEY in custom)) return custom;
  const { [BUNDLE_PARTS_KEY]: _parts, ...rest } = custom;
  return rest;
}

/** Same parts make the same bundle line (another choice of variants is another line). */
export const sameParts = (a: readonly BundlePart[], b: readonly BundlePart[]) =>
  a.length === b.length && a.every((p, i) => p.productId === b[i]?.productId);

/** Ids of every product a bundle's parts may be: members, their masters and the masters' variants. */
export function bundleRelatedIds(
  bundleIds: Iterable<string>,
  all: ReadonlyMap<string, { type: string; masterId: string | null; bundledProducts: unknown }>,
): string[] {
  const out = new Set<string>();
  for (const id of bundleIds) {
    const bundle = all.get(id);
    if (bundle?.type !== 'bundle') continue;
    for (const member of (bundle.bundledProducts ?? []) as Array<{ productId: string }>) {
      out.add(member.productId);
      const record = all.get(member.productId);
      const masterId = record?.type === 'master' ? member.productId : record?.masterId;
      if (!masterId) continue;
      out.add(masterId);
      for (const [otherId, other] of all) if (other.masterId === masterId) out.add(otherId);
    }
  }
  return [...out];
}
