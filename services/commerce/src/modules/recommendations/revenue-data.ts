import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@solo/db';
import type { OrderStatusKey } from '../orders/index.ts';
import { EXPONENT } from '../pricing/index.ts';

/** Rows the revenue read returns at most: a recommendation never needs the whole catalog. */
const MAX_REVENUE_ROWS = 1000;

/** Ten to the power of each currency's decimal places, by the order's currency (constants, inlined). */
const minorFactor = sql.raw(
  `case o.currency ${Object.entries(EXPONENT)
    .map(([code, exponent]) => `when '${code}' then ${10 ** exponent}`)
    .join(' ')} end`,
);

export interface RevenueQuery {
  siteId: string;
  /** Orders placed in [since, until]. */
  since: Date;
  until: Date;
  /** Only products assigned to one of these categories; every product when undefined. */
  categoryIds?: readonly string[];
}

/**
 * Product ids by the net revenue of the site's placed, not cancelled orders in the window, highest
 * first, then by id; a variant's lines count toward its master. One aggregate over the order
 * documents' lines: a line's net price is its price after item and order discounts, less its tax
 * when the price includes tax (`taxation` gross), in minor units.
 */
export async function loadTopRevenue(db: Database, query: RevenueQuery): Promise<string[]> {
  if (query.categoryIds?.length === 0) return [];
  const inCategories = query.categoryIds
    ? sql`and exists (select 1 from product_categories pc where pc.product_id = r.page_id
        and pc.category_id in (${sql.join(
          query.categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select r.page_id as id from (
      select coalesce(p.master_id, p.id) as page_id,
        sum(round(((line->>'priceAfterOrderDiscount')::numeric
          - case when o.document->>'taxation' = 'gross'
              then coalesce((line->>'tax')::numeric, 0) else 0 end) * ${minorFactor})) as revenue
      from orders o
      cross join lateral jsonb_array_elements(
        coalesce(o.document->'productItems', '[]'::jsonb)) as l(line)
      join products p on p.id = line->>'productId'
      where o.site_id = ${query.siteId} and o.status <> ${'canceled' satisfies OrderStatusKey}
        and o.created_at >= ${query.since.toISOString()}::timestamptz
        and o.created_at <= ${query.until.toISOString()}::timestamptz
      group by 1
    ) r
    where r.revenue > 0 ${inCategories}
    order by r.revenue desc, r.page_id
    limit ${MAX_REVENUE_ROWS}`,
  );
  return rows.map((r) => r.id);
}
