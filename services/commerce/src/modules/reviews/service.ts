/**
 * Reviews: written once per customer and product, held for moderation by rules.ts and
 * moderation.ts, read approved with paging and sorting, and summed up per product in
 * `review_ratings` in the same transaction that changes which reviews are approved.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@solo/db';
import {
  customers,
  orders,
  products,
  reviewModerations,
  reviewRatings,
  reviews,
  type ReviewHold,
  type ReviewStatus,
} from '@solo/db/schema';
import { notFound } from '../../errors.ts';
import { holdsFor } from './moderation.ts';
import { authorNameOf, type ReviewSort } from './rules.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A product's approved reviews summed up. */
export interface Rating {
  productId: string;
  /** Rounded to one decimal, as shown. */
  average: number;
  count: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  histogram: [number, number, number, number, number];
}

const toRating = (row: typeof reviewRatings.$inferSelect): Rating => ({
  productId: row.productId,
  average: Math.round((row.sum / row.count) * 10) / 10,
  count: row.count,
  histogram: row.histogram,
});

/** The ratings of these products (masters or standalone ids), one query whatever their number. */
export async function loadRatings(
  db: Database,
  productIds: readonly string[],
): Promise<Map<string, Rating>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewRatings)
    .where(inArray(reviewRatings.productId, [...productIds]));
  return new Map(rows.map((row) => [row.productId, toRating(row)]));
}

/** The product a review is about: a variant's master; undefined for unknown or offline ones. */
export async function reviewedProductId(
  db: Database,
  productId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id, masterId: products.masterId, online: products.online })
    .from(products)
    .where(eq(products.id, productId));
  if (!row?.online) return undefined;
  if (!row.masterId) return row.id;
  return reviewedProductId(db, row.masterId);
}

/**
 * Whether one of the customer's orders holds the product or any of its variants (orders keep
 * the variant bought). Read from the orders table itself: the orders module reads the catalog,
 * which reads ratings from here, so importing it would make a cycle.
 */
export async function hasBought(
  db: Database,
  customerId: string,
  productId: string,
): Promise<boolean> {
  const variants = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.masterId, productId));
  const ids = [productId, ...variants.map((v) => v.id)];
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.ownerKind, 'registered'),
        eq(orders.customerId, customerId),
        sql`exists (select 1 from jsonb_array_elements(coalesce(${orders.document}->'productItems', '[]'::jsonb)) item
          where item->>'productId' in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Rewrites the product's `review_ratings` row from its approved reviews. The advisory lock
 * serialises two moderations of one product on PostgreSQL, so the second counts what the first
 * committed (READ COMMITTED reads anew per statement) and no count is lost.
 */
async function recountRating(db: Transaction, productId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`review_ratings:${productId}`}))`);
  const [summary] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
      histogram: sql<number[]>`array[
        count(*) filter (where ${reviews.rating} = 1),
        count(*) filter (where ${reviews.rating} = 2),
        count(*) filter (where ${reviews.rating} = 3),
        count(*) filter (where ${reviews.rating} = 4),
        count(*) filter (where ${reviews.rating} = 5)]::int[]`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  if (!summary || summary.count === 0) {
    await db.delete(reviewRatings).where(eq(reviewRatings.productId, productId));
    return;
  }
  const histogram = summary.histogram.map(Number) as Rating['histogram'];
  const values = { count: summary.count, sum: summary.sum, histogram, updatedAt: new Date() };
  await db
    .insert(reviewRatings)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: reviewRatings.productId, set: values });
}

export interface NewReview {
  /** The product as the customer named it (a variant is reviewed as its master). */
  productId: string;
  customerId: string;
  siteId: string;
  locale: string;
  rating: number;
  title: string;
  text: string;
}

export type SubmitOutcome =
  { ok: true; review: ReviewRow } | { ok: false; reason: 'unknown-product' | 'already-reviewed' };

/** Stores a customer's review: approved at once, or pending when moderation.ts holds it. */
export async function submitReview(
  db: Database,
  input: NewReview,
  now = new Date(),
): Promise<SubmitOutcome> {
  const productId = await reviewedProductId(db, input.productId);
  if (!productId) return { ok: false, reason: 'unknown-product' };
  const [customer] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const held: ReviewHold[] = holdsFor(input.title, input.text);
  const status: ReviewStatus = held.length ? 'pending' : 'approved';
  const verifiedBuyer = await hasBought(db, input.customerId, productId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        id: randomUUID(),
        productId,
        customerId: input.customerId,
        authorName: authorNameOf(customer?.firstName ?? null, customer?.lastName ?? null),
        siteId: input.siteId,
        locale: input.locale,
        rating: input.rating,
        title: input.title,
        text: input.text,
        status,
        held,
        verifiedBuyer,
        createdAt: now,
        updatedAt: now,
      })
      // The unique (customer, product) index decides, also between two simultaneous posts.
      .onConflictDoNothing({ target: [reviews.customerId, reviews.productId] })
      .returning();
    if (!row) return { ok: false, reason: 'already-reviewed' } as const;
    if (status === 'approved') await recountRating(tx, productId);
    return { ok: true, review: row } as const;
  });
}

/** The customer's review of a product (any status), for "you reviewed this" on the page. */
export async function customerReview(
  db: Database,
  customerId: string,
  productId: string,
): Promise<ReviewRow | undefined> {
  const reviewed = (await reviewedProductId(db, productId)) ?? productId;
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, reviewed)));
  return row;
}

export interface ReviewPage {
  productId: string;
  rating: Rating | null;
  reviews: ReviewRow[];
  sort: ReviewSort;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Approved reviews in all. */
  total: number;
}

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/**
 * One page of a product's approved reviews with its rating; the total comes from the rating
 * row, so a page is two queries. Undefined for an unknown product.
 */
export async function approvedReviews(
  db: Database,
  query: { productId: string; sort: ReviewSort; page: number; pageSize: number },
): Promise<ReviewPage | undefined> {
  const productId = await reviewedProductId(db, query.productId);
  if (!productId) return undefined;
  const rating = (await loadRatings(db, [productId])).get(productId) ?? null;
  const total = rating?.count ?? 0;
  const rows =
    total === 0
      ? []
      : await db
          .select()
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')))
          .orderBy(...ORDER[query.sort])
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
  return { ...query, productId, rating, reviews: rows, total };
}

/** Reviews of one status for the operator, oldest first (the queue order). */
export async function reviewsWithStatus(
  db: Database,
  status: ReviewStatus,
  limit: number,
): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.status, status))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

export type ModerationAction = 'approve' | 'reject';

/**
 * An operator's decision: approve (it shows, the rating counts it) or reject (it is hidden,
 * also after having been approved). Recorded in `review_moderations` with who and when.
 */
export async function moderateReview(
  db: Database,
  input: { reviewId: string; action: ModerationAction; actor: string; note?: string | undefined },
  now = new Date(),
): Promise<{ review: ReviewRow; fromStatus: ReviewStatus }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .for('update');
    if (!current) throw notFound(`No review "${input.reviewId}"`, 'review-not-found');
    const status: ReviewStatus = input.action === 'approve' ? 'approved' : 'rejected';
    const [review] = await tx
      .update(reviews)
      .set({ status, updatedAt: now, moderatedAt: now, moderatedBy: input.actor })
      .where(eq(reviews.id, input.reviewId))
      .returning();
    await tx.insert(reviewModerations).values({
      id: randomUUID(),
      reviewId: input.reviewId,
      action: input.action,
      fromStatus: current.status,
      actor: input.actor,
      note: input.note ?? null,
      at: now,
    });
    if (current.status === 'approved' || status === 'approved')
      await recountRating(tx, current.productId);
    if (!review) throw new Error('review update returned no row');
    return { review, fromStatus: current.status };
  });
}

export async function reviewById(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** The moderation history of a review, oldest first. */
export async function moderationsOf(db: Database, reviewId: string) {
  return db
    .select()
    .from(reviewModerations)
    .where(eq(reviewModerations.reviewId, reviewId))
    .orderBy(asc(reviewModerations.at));
}
