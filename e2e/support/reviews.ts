import { expect, type APIRequestContext } from '@playwright/test';

/** The review moderation token of the journeys' store (playwright.config.ts). */
export const E2E_REVIEWS_TOKEN = 'e2e-reviews-admin-token-0123456789abcdef';

const MODERATION = '/mobify/proxy/api/custom/reviews/v1/organizations/f_ecom_solo_001/moderation';

/** Approves the pending review titled `title` through the operator API, as an operator would. */
export async function approvePendingReview(
  request: APIRequestContext,
  title: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${E2E_REVIEWS_TOKEN}`, 'x-reviews-actor': 'e2e' };
  const queue = await request.get(`${MODERATION}?status=pending&limit=200`, { headers });
  expect(queue.ok(), `pending reviews: ${queue.status()}`).toBe(true);
  const { data } = (await queue.json()) as { data: Array<{ id: string; title: string }> };
  const review = data.find((r) => r.title === title);
  expect(review, `a pending review titled "${title}"`).toBeDefined();
  const approved = await request.post(`${MODERATION}/${review!.id}/approve`, {
    headers,
    data: { note: 'checked the link' },
  });
  expect(approved.ok(), `approve: ${approved.status()} ${await approved.text()}`).toBe(true);
}
