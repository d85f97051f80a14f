/**
 * Ratings and reviews tables (module: reviews), docs/decisions/first-party-reviews.md.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** Why a review was held for moderation (module reviews, moderation.ts). */
export type ReviewHold = 'link' | 'blocked-word';

/**
 * One review per customer and product. `productId` is always the master (or the standalone
 * product): a review of a variant is a review of the product. Title and text are stored as the
 * customer typed them (plain text, never HTML); every reader escapes them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    /** The registered customer who wrote it, or a seeded demo reviewer (no account). */
    customerId: text('customer_id').notNull(),
    /** As shown: the author's first name and last initial, taken when the review was written. */
    authorName: text('author_name').notNull(),
    siteId: text('site_id').notNull(),
    /** The locale it was written in, e.g. "de-DE": its text carries that language. */
    locale: text('locale').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    /** Why it was held (empty when approved at once). */
    held: jsonb('held').$type<ReviewHold[]>().notNull().default([]),
    /** An order of the customer contained the product (any of its variants) when it was written. */
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
  },
  (t) => [
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The approved reviews of a product summed up, rewritten in the transaction that changes which
 * of its reviews are approved: tiles and product pages read one row per product instead of
 * counting reviews. A product without approved reviews has no row.
 */
export const reviewRatings = pgTable('review_ratings', {
  productId: text('product_id').primaryKey(),
  count: integer('count').notNull(),
  /** The sum of the ratings: average = sum / count. */
  sum: integer('sum').notNull(),
  /** How many approved reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  histogram: jsonb('histogram').$type<[number, number, number, number, number]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator decision on a review: who, when, what (the audit trail of moderation). */
export const reviewModerations = pgTable(
  'review_moderations',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id').notNull(),
    action: text('action').$type<'approve' | 'reject'>().notNull(),
    fromStatus: text('from_status').$type<ReviewStatus>().notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_moderations_review_idx').on(t.reviewId, t.at)],
);
