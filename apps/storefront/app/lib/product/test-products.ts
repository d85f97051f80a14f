/**
 * Hand-built products in the wire shape (docs/catalog-api.md) mirroring the demo catalog
 * (packages/fixtures/README.md), for unit and component tests. Prices are US dollars; stock
 * dates are relative to TEST_NOW so messages like "Coming in 12 Days" stay stable.
 */
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';
import type {
  CatalogProduct,
  CatalogProductPromotion,
  CatalogVariantSummary,
  SwatchType,
} from './types.ts';

/** The clock the stock-date fixtures are built against. */
export const TEST_NOW = new Date('2026-06-01T14:00:00Z');

/** The UTC calendar date `days` after TEST_NOW, as the service writes `inStockDate`. */
export const inDays = (days: number): string =>
  new Date(TEST_NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Image = ShopperProductsTypes.Image;
type ImageGroup = ShopperProductsTypes.ImageGroup;

const images = (id: string, finish: string, count = 4): Image[] =>
  Array.from({ length: count }, (_, i) => ({
    alt: `${id} ${finish} ${i + 1}`,
    link: `/images/products/${id}/${finish}-${i + 1}.svg`,
  }));

const colourGroup = (id: string, colour: string): ImageGroup => ({
  viewType: 'large',
  variationAttributes: [{ id: 'color', values: [{ value: colour }] }],
  images: images(id, colour),
});

/**
 * Stock as the service sends it: `ats` is the stock above the safety stock (plus a back-order
 * allowance when back- or pre-orderable), orderable when at least one unit sells.
 */
function stocked(
  stockLevel: number,
  safetyStock = 0,
  extra: Partial<ShopperProductsTypes.Inventory> = {},
) {
  const ahead = extra.backorderable === true || extra.preorderable === true;
  const ats = Math.max(0, stockLevel - safetyStock) + (ahead ? 100 : 0);
  return {
    inventory: {
      id: 'inventory_us',
      orderable: ats > 0,
      stockLevel,
      ats,
      backorderable: false,
      preorderable: false,
      ...extra,
    },
    c_safetyStock: safetyStock,
  };
}

interface ColourDef {
  value: string;
  name: string;
  swatch: string;
}

const GRADIENT = /gradient\(/;
const swatchType = (swatch: string): SwatchType => (GRADIENT.test(swatch) ? 'gradient' : 'color');

interface VariantDef {
  values: Record<string, string>;
  price: number;
  orderable?: boolean;
  isDefault?: boolean;
}

/** A master with its `variants`, `c_variants`, swatch values and one image group per colour. */
function master(
  base: CatalogProduct,
  colours: ColourDef[],
  axes: Array<{ id: string; name: string; values: Array<{ value: string; name: string }> }>,
  variants: VariantDef[],
): CatalogProduct {
  const variantId = (v: VariantDef) => [base.id, ...Object.values(v.values)].join('-');
  const swatchOf = (colour: string) => colours.find((c) => c.value === colour)!;
  const cVariants: CatalogVariantSummary[] = variants.map((v) => {
    const swatch = swatchOf(v.values.color!);
    return {
      productId: variantId(v),
      variationValues: v.values,
      isDefault: v.isDefault === true,
      in_stock: v.orderable !== false,
      orderable: v.orderable !== false,
      isDiscontinued: false,
      image_groups: [colourGroup(base.id, swatch.value)],
      colorSwatchValue: swatch.swatch,
      colorSwatchType: swatchType(swatch.swatch),
    };
  });
  const orderableValue = (attr: string, value: string) =>
    variants.some((v) => v.values[attr] === value && v.orderable !== false);
  return {
    type: { master: true },
    master: { masterId: base.id, orderable: true },
    variants: variants.map((v) => ({
      productId: variantId(v),
      orderable: v.orderable !== false,
      price: v.price,
      variationValues: v.values,
    })),
    c_variants: cVariants,
    variationAttributes: [
      ...axes.map((axis) => ({
        id: axis.id,
        name: axis.name,
        values: axis.values.map((v) => ({ ...v, orderable: orderableValue(axis.id, v.value) })),
      })),
      {
        id: 'color',
        name: 'Color',
        values: colours.map((c) => ({
          value: c.value,
          name: c.name,
          orderable: orderableValue('color', c.value),
          c_colorSwatchValue: c.swatch,
          c_colorSwatchType: swatchType(c.swatch),
        })),
      },
    ],
    imageGroups: colours.map((c) => colourGroup(base.id, c.value)),
    ...base,
  };
}

const STAINLESS = 'linear-gradient(135deg, #f1f3f5 0%, #a7b0b8 55%, #e3e7ea 100%)';
const BRONZE = 'linear-gradient(135deg, #d8a878 0%, #8c5a3c 60%, #c8946a 100%)';
const SUNSET = 'linear-gradient(135deg, #f59e0b 0%, #ef4444 55%, #db2777 100%)';

const FOUR: ColourDef[] = [
  { value: 'stainless', name: 'Stainless Steel', swatch: STAINLESS },
  { value: 'ash', name: 'Ash', swatch: '#b8b3a8' },
  { value: 'black', name: 'Black', swatch: '#2b2d30' },
  { value: 'bronze', name: 'Bronze', swatch: BRONZE },
];

const SIGNATURE_PRICES: Record<string, number> = { small: 229.99, medium: 299.99, large: 399.99 };

/**
 * `signature-fire-pit`: 3 sizes × 4 finishes; `large-bronze` does not exist, `small-black` is
 * out of stock (its swatch is disabled), default `medium-stainless`, at most 5 per order.
 */
export const signatureFirePit: CatalogProduct = master(
  {
    id: 'signature-fire-pit',
    name: 'Signature Smokeless Fire Pit',
    currency: 'USD',
    price: 229.99,
    priceMax: 399.99,
    listPrice: 229.99,
    primaryCategoryId: 'wood-fire-pits',
    ...stocked(120),
    c_productTileBadge: 'best_seller',
    c_productTileSellPoint: 'Smokeless secondary burn',
    c_maximumPurchaseQuantity: 5,
    c_categories: [
      {
        id: 'wood-fire-pits',
        name: 'Wood-Burning Fire Pits',
        // As the service writes it: from the top-level category down to itself, root left out.
        parentCategoryTree: [
          { id: 'fire-pits', name: 'Fire Pits' },
          { id: 'wood-fire-pits', name: 'Wood-Burning Fire Pits' },
        ],
      },
    ],
  },
  FOUR,
  [
    {
      id: 'size',
      name: 'Size',
      values: [
        { value: 'small', name: 'Small (15")' },
        { value: 'medium', name: 'Medium (19.5")' },
        { value: 'large', name: 'Large (27")' },
      ],
    },
  ],
  ['small', 'medium', 'large'].flatMap((size) =>
    FOUR.filter((c) => !(size === 'large' && c.value === 'bronze')).map((c) => ({
      values: { size, color: c.value },
      price: SIGNATURE_PRICES[size]!,
      orderable: !(size === 'small' && c.value === 'black'),
      isDefault: size === 'medium' && c.value === 'stainless',
    })),
  ),
);

/** `signature-fire-pit-large-ash` as the variant product: stock 6, safety stock 3, on sale. */
export const signatureLargeAsh: CatalogProduct = {
  id: 'signature-fire-pit-large-ash',
  name: 'Signature Smokeless Fire Pit',
  currency: 'USD',
  type: { variant: true },
  master: { masterId: 'signature-fire-pit', orderable: true, price: 229.99, priceMax: 399.99 },
  variants: signatureFirePit.variants,
  variationAttributes: signatureFirePit.variationAttributes,
  variationValues: { size: 'large', color: 'ash' },
  price: 399.99,
  listPrice: 449.99,
  salePrice: 399.99,
  tieredPrices: [{ price: 449.99, pricebook: 'usd-list', quantity: 1 }],
  ...stocked(6, 3),
  c_maximumPurchaseQuantity: 5,
  imageGroups: [colourGroup('signature-fire-pit', 'ash')],
  c_height_in: 16,
  c_height_cm: 40.6,
  c_width_in: 27,
  c_width_cm: 68.6,
  c_diameter_in: 27,
  c_diameter: 68.6,
};

const MESA_COLOURS: ColourDef[] = [
  ...FOUR,
  { value: 'deep-ocean', name: 'Deep Ocean', swatch: '#1f4e79' },
  { value: 'sage', name: 'Sage', swatch: '#8a9a7b' },
  { value: 'sunset', name: 'Sunset', swatch: SUNSET },
  { value: 'frost', name: 'Frost', swatch: '#e9eef2' },
  { value: 'ember', name: 'Ember Red', swatch: '#b3261e' },
  { value: 'sand', name: 'Sand', swatch: '#c8b48a' },
  { value: 'forest', name: 'Forest', swatch: '#2f4f3a' },
  { value: 'charcoal', name: 'Charcoal', swatch: '#3b3b3b' },
  { value: 'basalt', name: 'Basalt', swatch: '#4a4a4a' },
];

/** `mesa-tabletop-fire-pit`: 13 colours (gradient stainless, bronze, sunset); sunset sold out. */
export const mesaTabletopFirePit: CatalogProduct = master(
  {
    id: 'mesa-tabletop-fire-pit',
    name: 'Mesa Tabletop Fire Pit',
    currency: 'USD',
    price: 129.99,
    listPrice: 129.99,
    ...stocked(200),
    c_productTileBadge: 'best_seller',
    c_productTileSellPoint: '13 colours',
    c_enableEtching: true,
    c_thumbnailImageHoverURL: '/images/products/mesa-tabletop-fire-pit/lifestyle-hover.svg',
  },
  MESA_COLOURS,
  [],
  MESA_COLOURS.map((c, i) => ({
    values: { color: c.value },
    price: 129.99,
    orderable: c.value !== 'sunset',
    isDefault: i === 0,
  })),
);

/** A simple item with a price and stock; the base of the item fixtures below. */
const item = (id: string, name: string, price: number, extra: Partial<CatalogProduct> = {}) =>
  ({
    id,
    name,
    currency: 'USD',
    type: { item: true },
    price,
    listPrice: price,
    ...stocked(50),
    imageGroups: [{ viewType: 'large', images: images(id, 'default') }],
    ...extra,
  }) satisfies CatalogProduct as CatalogProduct;

/** `natural-fire-starters`: tiered 12.99 from 1, 11.99 from 3, 9.99 from 6. */
export const naturalFireStarters = item('natural-fire-starters', 'Natural Fire Starters', 12.99, {
  tieredPrices: [
    { price: 12.99, pricebook: 'usd-list', quantity: 1 },
    { price: 11.99, pricebook: 'usd-list', quantity: 3 },
    { price: 9.99, pricebook: 'usd-list', quantity: 6 },
  ],
  minOrderQuantity: 1,
  stepQuantity: 1,
});

/** `heritage-fire-bowl`: final sale, on sale 159.99 from 259.99, stock 14, safety stock 2. */
export const heritageFireBowl = item('heritage-fire-bowl', 'Heritage Cast Iron Fire Bowl', 159.99, {
  listPrice: 259.99,
  salePrice: 159.99,
  tieredPrices: [
    { price: 259.99, pricebook: 'usd-list', quantity: 1 },
    { price: 159.99, pricebook: 'usd-sale', quantity: 1 },
  ],
  ...stocked(14, 2),
  c_finalSale: true,
  c_productTileBadge: 'final_sale',
  c_productTileSellPoint: 'Final sale',
  c_height_in: 14,
  c_height_cm: 35.6,
  c_diameter_in: 28,
  c_diameter: 71.1,
});

/** `canyon-fire-pit`: stock 5, safety stock 2 → "Only 3 Left". */
export const canyonFirePit = item('canyon-fire-pit', 'Canyon Steel Fire Pit', 189.99, {
  ...stocked(5, 2),
});

/** `stove-travel-bag`: stock 3 equals safety stock 3, so it is out of stock. */
export const stoveTravelBag = item('stove-travel-bag', 'Stove Travel Bag', 24.99, {
  ...stocked(3, 3),
  c_OutOfStock: true,
});

/** `kindling-bundle`: stock 0, badge `out_of_stock`. */
export const kindlingBundle = item('kindling-bundle', 'Fatwood Kindling Bundle', 16.99, {
  ...stocked(0),
  c_OutOfStock: true,
  c_productTileBadge: 'out_of_stock',
});

/** `titan-camp-stove`: stock 0, back-orderable, in stock in 12 days. */
export const titanCampStove = item('titan-camp-stove', 'Titan Camp Stove', 249.99, {
  ...stocked(0, 0, { backorderable: true, inStockDate: inDays(12) }),
});

/** `smokehouse-pellet-grill`: back-order, in stock in 45 days. */
export const smokehousePelletGrill = item(
  'smokehouse-pellet-grill',
  'Smokehouse Pellet Grill',
  799,
  {
    ...stocked(0, 0, { backorderable: true, inStockDate: inDays(45) }),
  },
);

/** `flat-top-griddle`: pre-order, in stock in 21 days. */
export const flatTopGriddle = item('flat-top-griddle', 'Flat Top Griddle', 399.99, {
  ...stocked(0, 0, { preorderable: true, inStockDate: inDays(21) }),
});

/** `summit-fire-pit`: discontinued, still 7 in stock. */
export const summitFirePit = item('summit-fire-pit', 'Summit Fire Pit', 279.99, {
  ...stocked(7),
  c_isDiscontinued: true,
  c_productTileBadge: 'discontinued',
});

/** `pi-pizza-oven` with the `pizza-week` price promotion and the free-peel gift promotion. */
export const piPizzaOven = item('pi-pizza-oven', 'Pi Pizza Oven', 399.99, {
  productPromotions: [
    { promotionId: 'pizza-week', calloutMsg: '$50 off this week', promotionalPrice: 349.99 },
    // A free-gift (bonus) promotion comes without a price, though the SDK type asks for one.
    { promotionId: 'pi-oven-free-peel', calloutMsg: 'Free pizza peel' } as CatalogProductPromotion,
  ],
});

/** `pizza-peel` as the free bonus product of `pi-oven-free-peel`. */
export const bonusPizzaPeel = item('pizza-peel', 'Bamboo Pizza Peel', 0, {
  bonusProductLineItem: true,
});

/** `e-gift-card`: no price, quantity hidden, stock 100 000. */
export const eGiftCard: CatalogProduct = {
  id: 'e-gift-card',
  name: 'Solo Outdoor e-Gift Card',
  currency: 'USD',
  type: { item: true },
  ...stocked(100_000),
  c_isEgiftCard: true,
  c_hideQtySelectorOnPDP: true,
  c_productTileSellPoint: 'Delivered by email',
  c_categories: [{ id: 'gift-cards', name: 'Gift Cards', c_hideQtyField: true }],
};

const campStove = item('lite-camp-stove', 'Lite Camp Stove', 109.99);
const pot = item('pot-900', 'Pot 900', 34.99);

/** `camp-kitchen-set`: every part a simple item → "Add Set to Cart". */
export const campKitchenSet: CatalogProduct = {
  id: 'camp-kitchen-set',
  name: 'Camp Kitchen Set',
  currency: 'USD',
  type: { set: true },
  price: 12.99,
  priceMax: 109.99,
  ...stocked(50),
  setProducts: [campStove, pot, naturalFireStarters],
};

/** `backyard-set`: contains the Signature master → "View Full Details". */
export const backyardSet: CatalogProduct = {
  id: 'backyard-set',
  name: 'Backyard Fire Pit Set',
  currency: 'USD',
  type: { set: true },
  price: 59.99,
  priceMax: 399.99,
  ...stocked(30),
  setProducts: [signatureFirePit, item('bonfire-stand', 'Bonfire Stand', 59.99)],
};

/** `ranger-backyard-bundle`: four bundled products at a bundle price. */
export const rangerBackyardBundle: CatalogProduct = item(
  'ranger-backyard-bundle',
  'Ranger Backyard Bundle',
  329.99,
  {
    type: { bundle: true },
    c_productTileBadge: 'best_seller',
    c_productTileSellPoint: 'Save over 15%',
    bundledProducts: [
      {
        id: 'ranger-fire-pit-stainless',
        quantity: 1,
        product: item('ranger-fire-pit-stainless', 'Ranger Fire Pit', 229.99),
      },
      { id: 'ranger-stand', quantity: 1, product: item('ranger-stand', 'Ranger Stand', 49.99) },
      {
        id: 'ranger-shelter',
        quantity: 1,
        product: item('ranger-shelter', 'Ranger Shelter', 79.99),
      },
      { id: 'natural-fire-starters', quantity: 2, product: naturalFireStarters },
    ],
  },
);
