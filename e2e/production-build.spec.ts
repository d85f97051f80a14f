import { expect, test } from '@playwright/test';

/**
 * The journeys' store is started as `npm start` starts it (`node apps/storefront/server.ts`, no
 * NODE_ENV): its pages must be rendered by React's production build, which serves about half
 * again as many pages per second as the development one.
 */
test('the store started as npm start renders with React production build', async ({ request }) => {
  expect((await request.get('/us')).ok()).toBe(true);
  const res = await request.get('/healthz');
  expect(res.ok()).toBe(true);
  const health = (await res.json()) as { storefront: { react: string } };
  expect(health.storefront.react).toBe('production');
});
