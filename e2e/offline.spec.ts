import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell.ts';

test('offline: a banner while offline, the offline page for a page that cannot load, and recovery', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await context.setOffline(true);
  await expect(page.getByText("You're currently browsing in offline mode")).toBeVisible();

  // Spec 000 §4, §8: the next page cannot load, so the offline boundary page shows instead.
  await shell.footer.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { name: 'You are currently offline' })).toBeVisible();
  await expect(
    page.getByText("We couldn't load the next page on this connection. Please try again."),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're currently browsing in offline mode")).toBeHidden();
  const retry = page.getByRole('button', { name: 'Retry Connection' });
  if (await retry.isVisible()) await retry.click();
  await expect(page).toHaveURL(/\/us\/contact-us$/);
  await expect(page.getByRole('heading', { name: 'You are currently offline' })).toBeHidden();
});
