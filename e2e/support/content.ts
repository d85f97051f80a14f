import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The content management API's token of the journeys' store (playwright.config.ts). Journeys
 * that need an entry the seeded content may not hold yet add it through that API.
 */
export const E2E_CONTENT_TOKEN = 'e2e-content-admin-token-0123456789abcdef';

/** Whether the content API serves `type/uid` in `locale`. */
export async function hasEntry(
  request: APIRequestContext,
  type: string,
  uid: string,
  locale = 'en-us',
): Promise<boolean> {
  const res = await request.get('/content-stack/id', {
    params: { type, contentId: uid, locale },
  });
  return res.ok();
}

/** Creates or replaces an entry and publishes it (content management API). */
export async function publishEntry(
  request: APIRequestContext,
  entry: { type: string; uid: string; locale?: string; title: string; body: unknown },
): Promise<void> {
  const path = `/content-stack/manage/v1/entries/${entry.type}/${entry.uid}/${entry.locale ?? 'en-us'}`;
  const headers = { authorization: `Bearer ${E2E_CONTENT_TOKEN}` };
  const saved = await request.put(path, {
    headers,
    data: { title: entry.title, body: entry.body },
  });
  expect(saved.ok(), `save ${path}: ${saved.status()} ${await saved.text()}`).toBe(true);
  const published = await request.post(`${path}/publish`, { headers });
  expect(published.ok(), `publish ${path}: ${published.status()}`).toBe(true);
}

/** The entry unless the content already has it (seeded content is never overwritten). */
export async function ensureEntry(
  request: APIRequestContext,
  entry: { type: string; uid: string; locale?: string; title: string; body: unknown },
): Promise<void> {
  if (!(await hasEntry(request, entry.type, entry.uid, entry.locale)))
    await publishEntry(request, entry);
}
