import { expect, test } from '@playwright/test';
import { OutboxPage } from './pages/outbox.ts';

test('the outbox page answers in the shell, never cached', async ({ page }) => {
  const outbox = new OutboxPage(page);
  const response = await outbox.goto();
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(outbox.heading).toBeVisible();
  await expect(page).toHaveTitle(/^Outbox \|/);
  await expect(page.getByRole('banner')).toBeVisible();
});
