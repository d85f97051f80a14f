import type { ImageGroup, Localized, VariationAttribute } from '@solo/db';
import {
  CATEGORIES,
  FINISHES,
  INVENTORY_LIST_IDS,
  dateAfter,
  regionalPrices,
} from '@solo/fixtures';
import { CURRENCIES, priceBookIds } from '@solo/sites';

/**
 * A large, deterministic catalog for benchmarks: the demo category tree filled with generated
 * products (masters with colour and size variants, items, sets, bundles), prices in the four
 * currencies, stock in the four inventory lists and French and German names for every fourth
 * product. The same options always give the same rows.
 */
export interface GeneratedCatalog {
  categories: Array<(typeof CATEGORIES)[number] & { position: number }>;
  products: ProductRow[];
  productCategories: Array<{ productId: string; categoryId: string; position: number }>;
  priceBooks: Array<{ id: string; currency: string; kind: 'list' | 'sale'; name: string }>;
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

export interface ProductRow {
  id: string;
  type: 'master' | 'variant' | 'item' | 'set' | 'bundle';
  masterId: string | null;
  name: string;
  shortDescription: string;
  brand: string;
  primaryCategoryId: string | null;
  variationValues: Record<string, string> | null;
  variationAttributes: VariationAttribute[] | null;
  isDefaultVariant: boolean;
  imageGroups: ImageGroup[];
  setProductIds: string[] | null;
  bundledProducts: Array<{ productId: string; quantity: number }> | null;
  localized: Localized<{ name: string; shortDescription: string }>;
  createdAt: Date;
}

/** Small deterministic PRNG (mulberry32): the same seed, the same catalog. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

/** Leaf categories with the nouns, French and German words and US price range of their products. */
const FAMILIES = [
  {
    category: 'wood-fire-pits',
    nouns: ['Fire Pit', 'Fire Bowl', 'Fire Ring'],
    fr: 'Foyer',
    de: 'Feuerschale',
    usd: [120, 700],
  },
  {
    category: 'tabletop-fire-pits',
    nouns: ['Tabletop Fire Pit', 'Gas Fire Pit', 'Fire Table'],
    fr: 'Foyer de table',
    de: 'Tischfeuer',
    usd: [80, 600],
  },
  {
    category: 'camp-stoves',
    nouns: ['Camp Stove', 'Backpacking Stove', 'Twig Stove', 'Cook Pot'],
    fr: 'Réchaud',
    de: 'Kocher',
    usd: [30, 220],
  },
  {
    category: 'grills',
    nouns: ['Grill', 'Griddle', 'Smoker', 'Grill Grate'],
    fr: 'Gril',
    de: 'Grill',
    usd: [50, 900],
  },
  {
    category: 'pizza-ovens',
    nouns: ['Pizza Oven'],
    fr: 'Four à pizza',
    de: 'Pizzaofen',
    usd: [250, 900],
  },
  {
    category: 'pizza-tools',
    nouns: ['Pizza Peel', 'Pizza Stone', 'Pizza Cutter', 'Thermometer'],
    fr: 'Pelle à pizza',
    de: 'Pizzaschieber',
    usd: [15, 90],
  },
  {
    category: 'shelters-lids',
    nouns: ['Shelter', 'Lid', 'Spark Screen'],
    fr: 'Abri',
    de: 'Schutzhaube',
    usd: [40, 200],
  },
  {
    category: 'stands-tools',
    nouns: ['Stand', 'Poker', 'Roasting Sticks', 'Gloves', 'Tool Kit'],
    fr: 'Outil',
    de: 'Werkzeug',
    usd: [15, 150],
  },
  {
    category: 'bags-covers',
    nouns: ['Carry Bag', 'Cover', 'Tote'],
    fr: 'Housse',
    de: 'Tasche',
    usd: [20, 120],
  },
  {
    category: 'fuel',
    nouns: ['Firewood', 'Pellets', 'Fire Starters', 'Kindling', 'Charcoal'],
    fr: 'Combustible',
    de: 'Brennstoff',
    usd: [10, 60],
  },
  {
    category: 'drinkware',
    nouns: ['Mug', 'Tumbler', 'Cup Set', 'Bottle'],
    fr: 'Tasse',
    de: 'Becher',
    usd: [15, 60],
  },
] as const;

const SERIES =
  'Ridge Summit Canyon Mesa Aspen Cedar Alpine Harbor Prairie Timber Boulder Glacier Sierra Cascade Juniper Sequoia Birch Willow Falcon Hawk Bison Coyote Orion Polaris Ember Blaze Cinder Flint Granite Basalt Redwood Tundra Yukon Dakota Sonoma Tahoe Teton Zion Moab Sedona Bighorn Cypress Hickory Maple Oak Pine Spruce Laurel Sage Lupine'.split(
    ' ',
  );
const ADJECTIVES =
  'Smokeless Portable Compact Grand Classic Rugged Ultralight Deluxe Heritage Modern Folding Insulated Heavy-Duty Everyday Pro'.split(
    ' ',
  );
const MATERIALS = [
  'Stainless',
  'Cast Iron',
  'Corten Steel',
  'Enamel',
  'Carbon Steel',
  'Aluminium',
  'Ceramic',
  'Canvas',
];
const COLORS = Object.values(FINISHES);
const SIZES = [
  { value: 'small', name: 'Small', factor: 0.8 },
  { value: 'medium', name: 'Medium', factor: 1 },
  { value: 'large', name: 'Large', factor: 1.3 },
];
const DAY_MS = 86_400_000;

export function generateCatalog(
  options: { products?: number; seed?: number; now?: Date } = {},
): GeneratedCatalog {
  const total = options.products ?? 10_000;
  const now = options.now ?? new Date();
  const rnd = random(options.seed ?? 20_240_601);
  const out: GeneratedCatalog = {
    categories: CATEGORIES.map((c, i) => ({ ...c, position: i })),
    products: [],
    productCategories: [],
    priceBooks: CURRENCIES.flatMap((currency) => [
      {
        id: priceBookIds(currency).list,
        currency,
        kind: 'list' as const,
        name: `${currency} list prices`,
      },
      {
        id: priceBookIds(currency).sale,
        currency,
        kind: 'sale' as const,
        name: `${currency} sale prices`,
      },
    ]),
    prices: [],
    inventory: [],
  };
  const items: string[] = [];

  const price = (id: string, usd: number, onSale: boolean) => {
    const quad = regionalPrices(Math.round(usd) - 0.01);
    for (const currency of CURRENCIES) {
      const amount = Math.round(quad[currency] * 100);
      out.prices.push({
        priceBookId: priceBookIds(currency).list,
        productId: id,
        minQuantity: 1,
        amount,
      });
      if (onSale)
        out.prices.push({
          priceBookId: priceBookIds(currency).sale,
          productId: id,
          minQuantity: 1,
          amount: Math.round(amount * 0.8),
        });
    }
  };
  const stock = (id: string) => {
    for (const list of INVENTORY_LIST_IDS) {
      const roll = rnd.next();
      const back = roll > 0.97;
      out.inventory.push({
        inventoryListId: list,
        productId: id,
        stockLevel: roll < 0.08 || back ? 0 : rnd.int(3, 200),
        safetyStock: 2,
        backorderable: back,
        preorderable: false,
        backorderLimit: back ? 20 : 0,
        inStockDate: back ? dateAfter(now, rnd.int(5, 60)) : null,
      });
    }
  };
  const assign = (id: string, categories: string[]) =>
    categories.forEach((categoryId, position) =>
      out.productCategories.push({ productId: id, categoryId, position }),
    );

  for (let n = 0; n < total; n++) {
    const id = `gen-${String(n).padStart(5, '0')}`;
    const family = rnd.pick(FAMILIES);
    const series = rnd.pick(SERIES);
    const noun = rnd.pick(family.nouns);
    const name = `${series} ${rnd.pick(ADJECTIVES)} ${rnd.next() < 0.5 ? `${rnd.pick(MATERIALS)} ` : ''}${noun}`;
    const ageDays = rnd.int(0, 730);
    const onSale = rnd.next() < 0.1;
    const usd = rnd.int(family.usd[0], family.usd[1]);
    const kindRoll = n / total;
    const type =
      kindRoll < 0.4 ? 'master' : kindRoll < 0.97 ? 'item' : kindRoll < 0.985 ? 'set' : 'bundle';
    const colors =
      type === 'master'
        ? Array.from({ length: rnd.int(2, 4) }, () => rnd.pick(COLORS))
        : [rnd.pick(COLORS)];
    const uniqueColors = [...new Map(colors.map((c) => [c.id, c])).values()];
    const sizes = type === 'master' && rnd.next() < 0.3 ? SIZES.slice(0, rnd.int(2, 3)) : [];
    const row: ProductRow = {
      id,
      type,
      masterId: null,
      name,
      shortDescription: `The ${series} ${noun.toLowerCase()}: made for evenings by the fire, built to last.`,
      brand: 'Solo Outdoor',
      primaryCategoryId: family.category,
      variationValues: null,
      variationAttributes: null,
      isDefaultVariant: false,
      imageGroups: uniqueColors.map((c) => ({
        viewType: 'large' as const,
        ...(type === 'master' ? { variationAttributes: { color: c.id } } : {}),
        images: [{ path: `products/${id}/${c.id}-1.svg`, alt: `${name}, ${c.name}`, title: name }],
      })),
      setProductIds: null,
      bundledProducts: null,
      localized:
        n % 4 === 0
          ? {
              'fr-CA': {
                name: `${family.fr} ${series}`,
                shortDescription: `Le ${family.fr.toLowerCase()} ${series}.`,
              },
              'fr-FR': {
                name: `${family.fr} ${series}`,
                shortDescription: `Le ${family.fr.toLowerCase()} ${series}.`,
              },
              'de-DE': {
                name: `${series} ${family.de}`,
                shortDescription: `${series}: für Abende am Feuer.`,
              },
            }
          : {},
      createdAt: new Date(now.getTime() - ageDays * DAY_MS),
    };
    assign(id, [
      family.category,
      ...(onSale ? ['sale'] : []),
      ...(ageDays <= 30 ? ['newarrivals'] : []),
    ]);

    if (type === 'master') {
      row.variationAttributes = [
        ...(sizes.length
          ? [
              {
                id: 'size',
                name: 'Size',
                values: sizes.map(({ value, name: n2 }) => ({ value, name: n2 })),
              },
            ]
          : []),
        {
          id: 'color',
          name: 'Color',
          values: uniqueColors.map((c) => ({ value: c.id, name: c.name })),
        },
      ];
      out.products.push(row);
      const combos = (sizes.length ? sizes : [undefined]).flatMap((size) =>
        uniqueColors.map((color) => ({ size, color })),
      );
      combos.forEach(({ size, color }, i) => {
        const vid = `${id}-${size ? `${size.value}-` : ''}${color.id}`;
        out.products.push({
          ...row,
          id: vid,
          type: 'variant',
          masterId: id,
          variationValues: { ...(size ? { size: size.value } : {}), color: color.id },
          variationAttributes: null,
          isDefaultVariant: i === 0,
          imageGroups: [
            {
              viewType: 'large',
              images: [
                {
                  path: `products/${id}/${color.id}-1.svg`,
                  alt: `${name}, ${color.name}`,
                  title: name,
                },
              ],
            },
          ],
        });
        price(vid, usd * (size?.factor ?? 1), onSale);
        stock(vid);
      });
    } else if (type === 'item') {
      out.products.push(row);
      items.push(id);
      price(id, usd, onSale);
      stock(id);
    } else if (type === 'set') {
      row.setProductIds = [
        ...new Set(Array.from({ length: rnd.int(2, 4) }, () => rnd.pick(items))),
      ];
      out.products.push(row);
    } else {
      const members = [...new Set(Array.from({ length: rnd.int(2, 3) }, () => rnd.pick(items)))];
      row.bundledProducts = members.map((productId) => ({ productId, quantity: rnd.int(1, 2) }));
      out.products.push(row);
      price(id, usd * 1.5, onSale);
      stock(id);
    }
  }
  return out;
}
