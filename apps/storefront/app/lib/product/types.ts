/**
 * The product as the storefront receives it: the Shopper API `Product` plus the `c_` custom
 * attributes of spec 001 §3 that the storefront reads (docs/catalog-api.md). The SDK type keeps
 * an open index signature, so attributes not listed here still pass through untyped.
 */
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';

/** Chosen variation values by attribute id, e.g. `{ size: 'medium', color: 'black' }`. */
export type VariationSelection = Record<string, string>;

/** How a swatch paints its colour (spec 001 §3 c_colorSwatchType). */
export type SwatchType = 'color' | 'gradient';

/** One entry of `c_variants` on a master (spec 001 §3). */
export interface CatalogVariantSummary {
  productId: string;
  variationValues: VariationSelection;
  isDefault?: boolean;
  in_stock?: boolean;
  orderable?: boolean;
  isDiscontinued?: boolean;
  image_groups?: ShopperProductsTypes.ImageGroup[];
  colorSwatchValue?: string;
  colorSwatchType?: SwatchType;
}

/** A category of `c_categories`: the primary category with its path from the root. */
export interface CatalogCategoryRef {
  id: string;
  name?: string;
  c_hideQtyField?: boolean;
  parentCategoryTree?: Array<{ id: string; name?: string }>;
}

/**
 * `T` without the keys `K`, keeping its other properties and its index signature (`Omit` would
 * collapse the SDK types, whose open index signature swallows every named key).
 */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** A variation value with the swatch colour the service adds (`c_colorSwatchValue`). */
export type CatalogVariationValue = ShopperProductsTypes.VariationAttributeValue & {
  c_colorSwatchValue?: string;
  c_colorSwatchType?: SwatchType;
};

/** A variation attribute whose values carry swatch colours. */
export type CatalogVariationAttribute = Without<
  ShopperProductsTypes.VariationAttribute,
  'values'
> & {
  values?: CatalogVariationValue[];
};

/**
 * A product promotion, with the free-gift flag of Shopper Promotions (`c_freeGift`). Kept
 * assignable to the SDK type, which declares `promotionalPrice` required; on the wire free-gift
 * promotions come without it, so the rules treat it as optional.
 */
export type CatalogProductPromotion = ShopperProductsTypes.ProductPromotion & {
  c_freeGift?: boolean;
};

/** A bundled product whose product is a catalog product. */
export type CatalogBundledProduct = Without<ShopperProductsTypes.BundledProduct, 'product'> & {
  product: CatalogProduct;
};

/** Custom attributes of a product (spec 001 §3), all optional on the wire. */
export interface CatalogProductCustom {
  listPrice?: number;
  salePrice?: number;
  c_variants?: CatalogVariantSummary[];
  c_safetyStock?: number;
  c_OutOfStock?: boolean;
  c_isDiscontinued?: boolean;
  c_finalSale?: boolean;
  c_isEgiftCard?: boolean;
  c_isSubscriptionProduct?: boolean;
  /** Each subscription order's price, where the site offers subscriptions (spec 001 §3). */
  c_OGsubscriptionPrice?: number;
  c_enableEtching?: boolean;
  c_etchingPreviewTextColor?: string;
  c_productTileBadge?: string;
  c_productTileSellPoint?: string;
  /** The review rating (1.0–5.0) and how many approved reviews it counts; absent without any. */
  c_ratingAverage?: number;
  c_ratingCount?: number;
  c_thumbnailImageHoverURL?: string;
  c_maximumPurchaseQuantity?: number;
  c_hideQtySelectorOnPDP?: boolean;
  c_categories?: CatalogCategoryRef[];
  c_usp?: string[];
  c_gtin13?: string;
  c_width_in?: number;
  c_width_cm?: number;
  c_height_in?: number;
  c_height_cm?: number;
  c_diameter_in?: number;
  /** Diameter in centimetres (the attribute has no unit suffix, spec 001 §3). */
  c_diameter?: number;
  c_weight?: number;
  c_weight_kg?: number;
  /** Bonus product marker: the promotion that gives this line away (cart lines). */
  bonusProductLineItem?: boolean;
}

/**
 * A product of the Shopper Products API with its custom attributes. Nested products (set
 * members, bundled products) are catalog products too.
 */
export type CatalogProduct = Without<
  ShopperProductsTypes.Product,
  'variationAttributes' | 'productPromotions' | 'setProducts' | 'bundledProducts'
> &
  CatalogProductCustom & {
    variationAttributes?: CatalogVariationAttribute[];
    productPromotions?: CatalogProductPromotion[];
    setProducts?: CatalogProduct[];
    bundledProducts?: CatalogBundledProduct[];
  };
