import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell.ts';

for (const path of ['/no-such-page', '/404', '/csrfFail', '/us/nothing/here', '/zz/yy']) {
  test(`${path} answers the page-not-found page with status 404`, async ({ page }) => {
    const shell = new ShellPage(page);
    const response = await shell.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(shell.header).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found \|/);
  });
}

test('the 404 page keeps the site and locale of its URL', async ({ page }) => {
  const shell = new ShellPage(page);
  const response = await shell.goto('/ca/fr/no-such-page');
  expect(response?.status()).toBe(404);
  expect(await shell.htmlLang()).toBe('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});
