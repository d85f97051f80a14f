/**
 * Variant selection of tiles, the product page and quick shop (spec 001 §2 product tile, §5
 * variant selection). A selection maps variation attribute ids to chosen values.
 */
import type { CatalogProduct, SwatchType, VariationSelection } from './types.ts';

/** A variant as the rules see it: its id, values and whether it can be ordered. */
export interface VariantRef {
  productId: string;
  variationValues: VariationSelection;
  orderable: boolean;
  price?: number;
}

/**
 * The product's variants: the Shopper API `variants`, or `c_variants` when only those came.
 * A variant is orderable only when neither list says otherwise.
 */
export function variantsOf(product: CatalogProduct): VariantRef[] {
  const summaries = new Map((product.c_variants ?? []).map((v) => [v.productId, v]));
  if (product.variants?.length) {
    return product.variants.map((v) => {
      const summary = summaries.get(v.productId);
      return {
        productId: v.productId,
        variationValues: v.variationValues ?? summary?.variationValues ?? {},
        orderable: v.orderable !== false && summary?.orderable !== false,
        ...(typeof v.price === 'number' ? { price: v.price } : {}),
      };
    });
  }
  return [...summaries.values()].map((v) => ({
    productId: v.productId,
    variationValues: v.variationValues,
    // in_stock is stock on hand; a back- or pre-ordered variant is orderable without it.
    orderable: v.orderable !== false,
  }));
}

const matches = (values: VariationSelection, selection: VariationSelection) =>
  Object.entries(selection).every(([attr, value]) => values[attr] === value);

/** Spec 001 §5: "exactly one variant must match the chosen attribute values, otherwise none". */
export function findVariant(
  product: CatalogProduct,
  selection: VariationSelection,
): VariantRef | undefined {
  if (!Object.keys(selection).length) return undefined;
  const found = variantsOf(product).filter((v) => matches(v.variationValues, selection));
  return found.length === 1 ? found[0] : undefined;
}

/** True when every variation attribute of the product has a chosen value. */
export function isSelectionComplete(product: CatalogProduct, selection: VariationSelection) {
  const attributes = product.variationAttributes ?? [];
  return attributes.length > 0 && attributes.every((a) => selection[a.id] !== undefined);
}

/**
 * Spec 001 §2: "A master tile auto-selects its default variant": the `c_variants` entry marked
 * isDefault, else the first orderable variant, else the first variant. A variant product selects
 * its own values; other products select nothing.
 */
export function defaultSelection(product: CatalogProduct): VariationSelection {
  if (product.variationValues && !product.type?.master) return { ...product.variationValues };
  const marked = product.c_variants?.find((v) => v.isDefault);
  if (marked) return { ...marked.variationValues };
  const variants = variantsOf(product);
  const pick = variants.find((v) => v.orderable) ?? variants[0];
  return pick ? { ...pick.variationValues } : {};
}

/**
 * Spec 001 §2: "Picking a swatch finds the variant matching the chosen value and adjusts the
 * other attributes to a combination that exists; otherwise it falls back to any variant with
 * that value." Among the variants with the value, an orderable one wins, then the one keeping
 * the most current values, then catalog order. Without any such variant only the value changes.
 */
export function selectSwatch(
  product: CatalogProduct,
  selection: VariationSelection,
  attributeId: string,
  value: string,
): VariationSelection {
  const score = (v: VariantRef) =>
    (v.orderable ? 1000 : 0) +
    Object.entries(selection).filter(
      ([attr, current]) => attr !== attributeId && v.variationValues[attr] === current,
    ).length;
  let best: VariantRef | undefined;
  for (const variant of variantsOf(product)) {
    if (variant.variationValues[attributeId] !== value) continue;
    if (!best || score(variant) > score(best)) best = variant;
  }
  return best ? { ...selection, ...best.variationValues } : { ...selection, [attributeId]: value };
}

/** One swatch (or size button) of a variation attribute. */
export interface SwatchState {
  value: string;
  name: string;
  selected: boolean;
  /** Spec 001 §2 "Unavailable swatch combinations are disabled". */
  disabled: boolean;
  /** The colour to paint, for colour attributes (spec 001 §9 swatch colour map). */
  swatch?: { value: string; type: SwatchType };
}

const GRADIENT = /gradient\(/;

/** The variation attribute whose values are colour swatches (docs/catalog-api.md). */
export const COLOR_ATTRIBUTE = 'color';

/**
 * The swatches of one attribute. A value is disabled when no orderable variant has it together
 * with the other selected values (a missing combination or a sold-out one). Products without
 * variant data fall back to the value's own `orderable` flag.
 */
export function swatchStates(
  product: CatalogProduct,
  selection: VariationSelection,
  attributeId: string,
): SwatchState[] {
  const attribute = product.variationAttributes?.find((a) => a.id === attributeId);
  if (!attribute) return [];
  const variants = variantsOf(product);
  const others = Object.fromEntries(
    Object.entries(selection).filter(([attr]) => attr !== attributeId),
  );
  return (attribute.values ?? []).map((v) => {
    const available = variants.length
      ? variants.some(
          (variant) =>
            variant.orderable &&
            variant.variationValues[attributeId] === v.value &&
            matches(variant.variationValues, others),
        )
      : v.orderable !== false;
    // c_variants swatches belong to a variant's colour, so only colour values fall back to them.
    const summary =
      attributeId === COLOR_ATTRIBUTE
        ? product.c_variants?.find((c) => c.variationValues[attributeId] === v.value)
        : undefined;
    const colour = v.c_colorSwatchValue ?? summary?.colorSwatchValue;
    const type = v.c_colorSwatchType ?? summary?.colorSwatchType;
    return {
      value: v.value,
      name: v.name ?? v.value,
      selected: selection[attributeId] === v.value,
      disabled: !available,
      ...(colour
        ? {
            swatch: { value: colour, type: type ?? (GRADIENT.test(colour) ? 'gradient' : 'color') },
          }
        : {}),
    };
  });
}

/** Where a tile shows its swatches. */
export type SwatchLayout = 'desktop' | 'mobile' | 'smallMobile';

/**
 * Spec 001 §2: "Swatches shown: up to 12 on desktop, 6 on small mobile grid, 5 on mobile grid".
 * Read as written: the small mobile grid (the compact phone grid) shows 6, the mobile grid 5.
 */
export const SWATCH_LIMITS: Readonly<Record<SwatchLayout, number>> = {
  desktop: 12,
  smallMobile: 6,
  mobile: 5,
};

/** How many swatches to show and the N of the '+ N' button revealing the rest (spec 001 §2). */
export function visibleSwatchCount(
  total: number,
  layout: SwatchLayout,
): { shown: number; more: number } {
  const shown = Math.min(Math.max(0, total), SWATCH_LIMITS[layout]);
  return { shown, more: Math.max(0, total - shown) };
}

// The tile and gallery images of a selection live in images.ts; re-exported for one import.
export { tileImages, variantImages } from './images.ts';
