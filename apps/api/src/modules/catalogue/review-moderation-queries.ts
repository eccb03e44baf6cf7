// The SQL of review moderation (review-moderation.ts) on the catalogue's own tables.
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products, reviews } from "./tables.ts";

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with the product it is about, as the queue and the author's list show it. */
export interface ReviewWithProduct {
  review: ReviewRow;
  product: { productId: string; name: string; slug: string; category: string };
}

const productColumns = {
  productId: products.productId,
  name: products.name,
  slug: products.slug,
  category: products.category,
};

export interface QueueSearch {
  status: string;
  productId?: string;
  text?: string;
  /** The (createdAt, reviewId) of the last row of the page before. */
  after?: { c: number; i: string };
}

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/**
 * One status's reviews: pending ones oldest first (the queue is worked in the order shoppers wrote), the
 * decided ones newest first. Paged by (createdAt, reviewId) along reviews_status_created_idx, or
 * reviews_product_status_idx with a product.
 */
export async function searchReviews(
  db: Db,
  search: QueueSearch,
  limit: number,
): Promise<ReviewWithProduct[]> {
  const oldestFirst = search.status === "PENDING";
  const where: (SQL | undefined)[] = [
    eq(reviews.status, search.status),
    search.productId ? eq(reviews.productId, search.productId) : undefined,
  ];
  if (search.text) {
    const like = likeText(search.text);
    where.push(
      or(
        eq(reviews.reviewId, search.text),
        ilike(reviews.title, like),
        ilike(reviews.text, like),
        ilike(reviews.authorName, like),
      ),
    );
  }
  if (search.after) {
    const at = new Date(search.after.c).toISOString();
    where.push(
      oldestFirst
        ? sql`(${reviews.createdAt}, ${reviews.reviewId}) > (${at}::timestamptz, ${search.after.i})`
        : sql`(${reviews.createdAt}, ${reviews.reviewId}) < (${at}::timestamptz, ${search.after.i})`,
    );
  }
  const order = oldestFirst
    ? [asc(reviews.createdAt), asc(reviews.reviewId)]
    : [desc(reviews.createdAt), desc(reviews.reviewId)];
  return db
    .select({ review: reviews, product: productColumns })
    .from(reviews)
    .innerJoin(products, eq(products.productId, reviews.productId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit);
}

/** The author's own reviews, newest first, along reviews_user_created_idx. */
export async function reviewsOfUser(
  db: Db,
  userId: string,
  after: { c: number; i: string } | undefined,
  limit: number,
): Promise<ReviewWithProduct[]> {
  const where: SQL[] = [eq(reviews.userId, userId)];
  if (after) {
    where.push(
      sql`(${reviews.createdAt}, ${reviews.reviewId}) < (${new Date(after.c).toISOString()}::timestamptz, ${after.i})`,
    );
  }
  return db
    .select({ review: reviews, product: productColumns })
    .from(reviews)
    .innerJoin(products, eq(products.productId, reviews.productId))
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    .limit(limit);
}

export async function findReviewWithProduct(
  db: Db,
  reviewId: string,
): Promise<ReviewWithProduct | undefined> {
  const [row] = await db
    .select({ review: reviews, product: productColumns })
    .from(reviews)
    .innerJoin(products, eq(products.productId, reviews.productId))
    .where(eq(reviews.reviewId, reviewId));
  return row;
}

/** The review, locked for the decision made in `tx`. */
export async function lockReview(tx: Db, reviewId: string): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.reviewId, reviewId)).for("update");
  return row;
}

export async function updateReview(tx: Db, reviewId: string, patch: Partial<ReviewRow>): Promise<void> {
  await tx.update(reviews).set(patch).where(eq(reviews.reviewId, reviewId));
}

/**
 * Sets the product's stored rating and count from its approved reviews. The product row is locked first,
 * so two approvals of one product's reviews run one after the other and the second counts the first.
 */
export async function refreshProductRating(
  tx: Db,
  productId: string,
): Promise<{ productId: string; rating: number; reviewCount: number }> {
  await tx
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.productId, productId))
    .for("update");
  const [agg] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, "APPROVED")));
  const rating = Number(agg?.average ?? 0);
  const reviewCount = Number(agg?.count ?? 0);
  await tx.update(products).set({ rating, reviewCount }).where(eq(products.productId, productId));
  return { productId, rating, reviewCount };
}
