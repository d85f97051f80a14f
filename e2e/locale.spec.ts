import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell.ts';

test('switching locale keeps the shopper on the same page in the new locale', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await shell.goto('/ca?ref=newsletter');
  expect(await shell.htmlLang()).toBe('en-CA');

  await shell.switchLocale('CA/FR');
  await expect(page).toHaveURL(/\/ca\/fr\?ref=newsletter$/);
  expect(await shell.htmlLang()).toBe('fr-CA');
  await expect(shell.localeButton).toContainText('CA/FR');

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === '_ss_geolocale')?.value).toBe(encodeURIComponent('ca/fr'));
});

test('switching site keeps the page and changes currency', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/no-such-page');
  await shell.switchLocale('DE/DE');
  await expect(page).toHaveURL(/\/eu\/de\/no-such-page$/);
  expect(await shell.htmlLang()).toBe('de-DE');
  await expect(shell.localeButton).toContainText('EUR');
});
