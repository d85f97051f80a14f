import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The content management API's token of the journeys' store (playwright.config.ts): an
 * operator's changes, made the way operators make them.
 */
export const E2E_CONTENT_TOKEN = 'e2e-content-admin-token-0123456789abcdef';

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

/** Deletes an entry (content management API). */
export async function deleteEntry(
  request: APIRequestContext,
  entry: { type: string; uid: string; locale?: string },
): Promise<void> {
  const path = `/content-stack/manage/v1/entries/${entry.type}/${entry.uid}/${entry.locale ?? 'en-us'}`;
  const res = await request.delete(path, {
    headers: { authorization: `Bearer ${E2E_CONTENT_TOKEN}` },
  });
  expect(res.ok(), `delete ${path}: ${res.status()}`).toBe(true);
}
