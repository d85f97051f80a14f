import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import { type Pricing, subscriptionPriceOf, toDecimal } from '../pricing/index.ts';
import { parentCategoryTree } from './categories.ts';
import type { ReadContext } from './context.ts';
import { customAttributes } from '../../custom-attributes.ts';
import type { ProductRecord } from './graph.ts';
import { localize, localizedName } from '../../localize.ts';
import { productImages, variationFields } from './variations-view.ts';

export type WireProduct = ShopperProductsTypes.Product;
type Fields = Partial<WireProduct> & Record<string, unknown>;

function priceFields(ctx: ReadContext, pricing: Pricing | undefined): Fields {
  if (!pricing) return {};
  const d = (minor: number) => toDecimal(minor, ctx.currency);
  return {
    price: d(pricing.price),
    ...(pricing.priceMax !== undefined ? { priceMax: d(pricing.priceMax) } : {}),
    ...(pricing.listPrice !== undefined ? { listPrice: d(pricing.listPrice) } : {}),
    ...(pricing.salePrice !== undefined ? { salePrice: d(pricing.salePrice) } : {}),
    ...(pricing.tiers.length
      ? {
          tieredPrices: pricing.tiers.map((t) => ({
            price: d(t.amount),
            pricebook: t.priceBookId,
            quantity: t.quantity,
          })),
        }
      : {}),
    ...(ctx.perPricebook
      ? {
          prices: Object.fromEntries(
            Object.entries(pricing.byBook).map(([book, amount]) => [book, d(amount)]),
          ),
        }
      : {}),
  };
}

/**
 * `c_isSubscriptionProduct` always, and the price each subscription order pays where the site
 * offers subscriptions (spec 001 §3; docs/decisions/subscriptions.md).
 */
function subscriptionFields(ctx: ReadContext, product: ProductRecord): Fields {
  const offered = product.custom.isSubscriptionProduct === true;
  const price = ctx.pricing.get(product.id)?.price;
  return {
    c_isSubscriptionProduct: offered,
    ...(offered && ctx.subscriptions && price !== undefined
      ? { c_OGsubscriptionPrice: toDecimal(subscriptionPriceOf(price), ctx.currency) }
      : {}),
  };
}

function availabilityFields(ctx: ReadContext, id: string): Fields {
  const a = ctx.availability.get(id);
  if (!a) return {};
  return {
    inventory: {
      id: ctx.site.inventoryListId,
      orderable: a.orderable,
      stockLevel: a.stockLevel,
      ats: a.ats,
      backorderable: a.backorderable,
      preorderable: a.preorderable,
      ...(a.inStockDate ? { inStockDate: a.inStockDate } : {}),
    },
    c_safetyStock: a.safetyStock,
    // Spec 001 §4: out of stock when nothing can be ordered (at or below safety stock and
    // neither back- nor pre-orderable).
    c_OutOfStock: !a.orderable,
  };
}

/** Spec 001 §3 categories (c_hideQtyField, parentCategoryTree) of the primary category. */
function categoryFields(ctx: ReadContext, categoryId: string | null): Fields {
  const category = categoryId ? ctx.categories.byId.get(categoryId) : undefined;
  if (!category) return {};
  const tree = parentCategoryTree(ctx.categories, category.id, ctx.locale);
  return {
    c_categories: [
      {
        id: category.id,
        name: tree.at(-1)?.name ?? category.name,
        c_hideQtyField: category.custom.hideQtyField === true,
        parentCategoryTree: tree,
      },
    ],
  };
}

function promotionFields(ctx: ReadContext, id: string): ShopperProductsTypes.ProductPromotion[] {
  return ctx.promotionsOf(id).map((p) => ({
    promotionId: p.promotionId,
    calloutMsg: p.calloutMsg,
    ...(p.promotionalPrice !== undefined
      ? { promotionalPrice: toDecimal(p.promotionalPrice, ctx.currency) }
      : {}),
  })) as ShopperProductsTypes.ProductPromotion[];
}

/**
 * The product's review rating (`c_ratingAverage` 1.0–5.0, one decimal, and `c_ratingCount`), a
 * variant's being its master's; absent while it has no approved review.
 */
function ratingFields(ctx: ReadContext, reviewedId: string): Fields {
  const rating = ctx.ratings.get(reviewedId);
  if (!rating) return {};
  return { c_ratingAverage: rating.average, c_ratingCount: rating.count };
}

function optionFields(ctx: ReadContext, product: ProductRecord): Fields {
  if (!product.options?.length) return {};
  return {
    options: product.options.map((o) => ({
      id: o.id,
      name: localizedName(o, ctx.locale),
      // A value without a price in the currency is not sold in it (team logos: US dollars only).
      values: o.values.flatMap((v, i) => {
        const price = v.price[ctx.currency];
        if (price === undefined) return [];
        return [
          {
            id: v.id,
            name: localizedName(v, ctx.locale),
            price: toDecimal(price, ctx.currency),
            ...(i === 0 ? { default: true } : {}),
            // An etching team value's allow-list (spec 001 §9), for the etching modal's team picker.
            ...(v.teams?.length ? { c_teams: v.teams } : {}),
          },
        ];
      }),
    })),
  };
}

/**
 * One product in the wire shape of docs/catalog-api.md. `nested` products (bundle and set
 * members) carry everything but members of their own.
 */
export function productView(ctx: ReadContext, product: ProductRecord, nested = false): WireProduct {
  const has = (e: Parameters<typeof ctx.expand.has>[0]) => ctx.expand.has(e);
  const master =
    product.type === 'master'
      ? product
      : product.masterId
        ? ctx.graph.products.get(product.masterId)
        : undefined;
  const text = localize(
    {
      name: product.name,
      shortDescription: product.shortDescription ?? '',
      longDescription: product.longDescription ?? '',
    },
    { ...master?.localized, ...product.localized },
    ctx.locale,
    ['name', 'shortDescription', 'longDescription'],
  );
  const primaryCategoryId = product.primaryCategoryId ?? master?.primaryCategoryId ?? null;
  const member = (id: string) => {
    const p = ctx.graph.products.get(id);
    return p ? productView(ctx, p, true) : undefined;
  };
  return {
    id: product.id,
    name: text.name,
    shortDescription: text.shortDescription,
    longDescription: text.longDescription,
    ...(product.brand ? { brand: product.brand } : {}),
    currency: ctx.currency,
    type: { [product.type]: true },
    minOrderQuantity: product.minOrderQuantity,
    stepQuantity: product.stepQuantity,
    ...(primaryCategoryId ? { primaryCategoryId } : {}),
    // No SEO texts of their own: the name and short description serve.
    pageTitle: text.name,
    pageDescription: text.shortDescription,
    ...(has('prices') ? priceFields(ctx, ctx.pricing.get(product.id)) : {}),
    ...(has('availability') ? availabilityFields(ctx, product.id) : {}),
    ...(has('images') ? { imageGroups: productImages(ctx, product) } : {}),
    ...(has('variations') && master ? variationFields(ctx, product, master) : {}),
    ...(has('promotions') ? { productPromotions: promotionFields(ctx, product.id) } : {}),
    ...(has('options') ? optionFields(ctx, product) : {}),
    ...(has('bundled_products') && !nested && product.bundledProducts?.length
      ? {
          bundledProducts: product.bundledProducts.flatMap((b) => {
            const p = member(b.productId);
            return p ? [{ id: b.productId, product: p, quantity: b.quantity }] : [];
          }),
        }
      : {}),
    ...(has('set_products') && !nested && product.setProductIds?.length
      ? {
          setProducts: product.setProductIds
            .map(member)
            .filter((p): p is WireProduct => p !== undefined),
        }
      : {}),
    ...customAttributes(product.custom),
    ...subscriptionFields(ctx, product),
    ...categoryFields(ctx, primaryCategoryId),
    ...ratingFields(ctx, master?.id ?? product.id),
  };
}
