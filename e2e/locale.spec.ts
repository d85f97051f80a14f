import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell.ts';

test('switching locale keeps the shopper on the same page in the new locale @mobile', async ({
  page,
  context,
}) => {
  const shell = new ShellPage(page);
  await shell.goto('/ca?ref=newsletter');
  expect(await shell.htmlLang()).toBe('en-CA');

  await shell.switchLocale('CA/FR');
  await expect(page).toHaveURL(/\/ca\/fr\?ref=newsletter$/);
  expect(await shell.htmlLang()).toBe('fr-CA');
  expect(await shell.currentLocaleText()).toBe('CA/FR · CAD');

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === '_ss_geolocale')?.value).toBe('ca/fr');
});

test('switching site keeps the page and changes currency', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/no-such-page');
  await shell.switchLocale('DE/DE');
  await expect(page).toHaveURL(/\/eu\/de\/no-such-page$/);
  expect(await shell.htmlLang()).toBe('de-DE');
  expect(await shell.currentLocaleText()).toBe('DE/DE · EUR');
});
