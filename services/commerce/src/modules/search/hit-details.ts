import { sql } from 'drizzle-orm';
import { queryRows, type Database, type SearchHitType, type VariationAttribute } from '@solo/db';
import type { CurrencyCode } from '@solo/sites';
import { ORDERABLE, type LocaleTexts, type Offers, type SearchMemory } from './memory-index.ts';
import type { SearchHit } from './product-search.ts';

/** What a hit shows that the in-memory index does not hold, read for one page of documents. */
interface Details {
  productId: string;
  name: string;
  productType: SearchHitType;
  image: { path: string; alt: string; title: string } | null;
  variationAttributes: VariationAttribute[] | null;
  representedProductId: string;
}

export async function documentDetails(
  db: Database,
  locale: string,
  productIds: readonly string[],
): Promise<Map<string, Details>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<Details>(
    db,
    sql`select product_id as "productId", name, product_type as "productType", image,
      variation_attributes as "variationAttributes",
      represented_product_id as "representedProductId"
    from search_documents
    where locale = ${locale} and product_id = any(${sql.param(productIds)}::text[])`,
  );
  return new Map(rows.map((r) => [r.productId, r]));
}

const nullable = (n: number) => (Number.isNaN(n) ? null : n);

/** The hits of a page of documents, in page order, priced from the in-memory offers. */
export async function hitDetails(
  db: Database,
  memory: SearchMemory,
  texts: LocaleTexts,
  offers: Offers,
  page: readonly number[],
  currency: CurrencyCode,
): Promise<SearchHit[]> {
  const ids = page.map((d) => memory.productIds[texts.product[d]!]!);
  const details = await documentDetails(db, texts.locale, ids);
  return page.flatMap((d, i): SearchHit[] => {
    const n = texts.product[d]!;
    const row = details.get(ids[i]!);
    // Gone from the stored index since this one was loaded: the next request reloads.
    if (!row) return [];
    return [
      {
        productId: row.productId,
        productName: row.name,
        productType: row.productType,
        price: nullable(offers.price[n]!),
        priceMax: nullable(offers.priceMax[n]!),
        currency,
        image: row.image,
        orderable: (offers.flags[n]! & ORDERABLE) !== 0,
        representedProductId: row.representedProductId,
        variationAttributes: row.variationAttributes,
      },
    ];
  });
}
