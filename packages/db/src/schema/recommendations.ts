/**
 * Products a shopper viewed (module: recommendations), docs/decisions/recently-viewed.md. Only ids: the
 * owner (a guest's usid or a customer id), the site, the product and when it was last viewed.
 */
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A guest is known by the usid of its token, a registered shopper by the customer id. */
export type ViewerKind = 'guest' | 'customer';

/**
 * One row per owner, site and product (a view again moves `viewedAt`); the module keeps at most
 * VIEWED_PRODUCTS_KEPT rows per owner and site, newest first.
 */
export const viewedProducts = pgTable(
  'viewed_products',
  {
    ownerKind: text('owner_kind').$type<ViewerKind>().notNull(),
    ownerId: text('owner_id').notNull(),
    siteId: text('site_id').notNull(),
    /** The product page's id: a master or a product without variants. */
    productId: text('product_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerKind, t.ownerId, t.siteId, t.productId] }),
    index('viewed_products_owner_viewed_idx').on(t.ownerKind, t.ownerId, t.siteId, t.viewedAt),
  ],
);
