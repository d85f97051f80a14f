import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { toDecimal } from '../pricing/index.ts';
import type { ReadContext } from './context.ts';
import type { ProductRecord } from './graph.ts';
import { groupsFor, wireImageGroups } from './images.ts';
import { localizedName } from '../../localize.ts';

/** Spec 001 §9 swatch colour map: a hex colour, or a CSS gradient for metallic finishes. */
export type SwatchType = 'color' | 'gradient';
export const swatchType = (swatch: string): SwatchType =>
  /gradient\(/.test(swatch) ? 'gradient' : 'color';

const swatchOf = (master: ProductRecord, value: string | undefined) =>
  master.variationAttributes?.find((a) => a.id === 'color')?.values.find((v) => v.value === value)
    ?.swatch;

/** A variant's own image groups, marked with its colour. */
export function variantImages(ctx: ReadContext, v: ProductRecord) {
  const color = v.variationValues?.color;
  return wireImageGroups(v.imageGroups, { tile: ctx.tile, values: color ? { color } : undefined });
}

/** The default variant: the one marked so, else the first orderable, else the first. */
export function defaultVariant(ctx: ReadContext, master: ProductRecord) {
  const variants = ctx.graph.variantsOf.get(master.id) ?? [];
  return (
    variants.find((v) => v.isDefaultVariant) ??
    variants.find((v) => ctx.availability.get(v.id)?.orderable) ??
    variants[0]
  );
}

/**
 * The variation fields of a master or a variant (their master's attributes and siblings):
 * `master`, `variants`, `variationAttributes` with each value's `orderable` (spec 001 §3: some
 * orderable variant has it) and swatch, and on masters `c_variants` (spec 001 §3).
 */
export function variationFields(
  ctx: ReadContext,
  product: ProductRecord,
  master: ProductRecord,
): Partial<ShopperProductsTypes.Product> & Record<string, unknown> {
  const variants = ctx.graph.variantsOf.get(master.id) ?? [];
  const money = (minor: number | undefined) =>
    minor === undefined ? {} : { price: toDecimal(minor, ctx.currency) };
  const orderable = (id: string) => ctx.availability.get(id)?.orderable === true;
  const masterPricing = ctx.pricing.get(master.id);
  const attributes = (master.variationAttributes ?? []).map((a) => ({
    id: a.id,
    name: localizedName(a, ctx.locale),
    values: a.values.map((v) => ({
      value: v.value,
      name: localizedName(v, ctx.locale),
      ...(v.description ? { description: v.description } : {}),
      orderable: variants.some((x) => x.variationValues?.[a.id] === v.value && orderable(x.id)),
      ...(v.swatch
        ? { c_colorSwatchValue: v.swatch, c_colorSwatchType: swatchType(v.swatch) }
        : {}),
    })),
  }));
  const fields: Partial<ShopperProductsTypes.Product> & Record<string, unknown> = {
    master: {
      masterId: master.id,
      orderable: orderable(master.id),
      ...money(masterPricing?.price),
      ...(masterPricing?.priceMax !== undefined
        ? { priceMax: toDecimal(masterPricing.priceMax, ctx.currency) }
        : {}),
    },
    variants: variants.map((v) => ({
      productId: v.id,
      orderable: orderable(v.id),
      ...money(ctx.pricing.get(v.id)?.price),
      variationValues: v.variationValues ?? {},
    })),
    variationAttributes: attributes,
  };
  if (product.type === 'variant') fields.variationValues = product.variationValues ?? {};
  if (product.type === 'master') {
    const fallback = defaultVariant(ctx, master);
    fields.c_variants = variants.map((v) => {
      const swatch = swatchOf(master, v.variationValues?.color);
      const availability = ctx.availability.get(v.id);
      return {
        productId: v.id,
        variationValues: v.variationValues ?? {},
        isDefault: v.id === fallback?.id,
        in_stock: availability?.inStock === true,
        orderable: availability?.orderable === true,
        isDiscontinued: v.custom.isDiscontinued === true,
        image_groups: variantImages(ctx, v),
        ...(swatch ? { colorSwatchValue: swatch, colorSwatchType: swatchType(swatch) } : {}),
        // Spec 001 §3: the variants a team logo can be etched on (the etching modal's step 2).
        ...(v.custom.etchingTeamLogoVariant === true ? { etchingTeamLogoVariant: true } : {}),
      };
    });
  }
  return fields;
}

/**
 * Image groups of a product: all of them with `allImages` (a variant then shows its master's,
 * every colour), otherwise those of the selected values — a variant's own, a master's default
 * variant's colour.
 */
export function productImages(ctx: ReadContext, product: ProductRecord) {
  const tile = { tile: ctx.tile };
  const master = product.masterId ? ctx.graph.products.get(product.masterId) : undefined;
  if (product.type === 'variant') {
    return ctx.allImages && master
      ? wireImageGroups(master.imageGroups, tile)
      : variantImages(ctx, product);
  }
  if (product.type === 'master' && !ctx.allImages) {
    const selected = defaultVariant(ctx, product)?.variationValues ?? {};
    const groups = groupsFor(product.imageGroups, selected);
    return wireImageGroups(groups.length ? groups : product.imageGroups, tile);
  }
  return wireImageGroups(product.imageGroups, tile);
}
