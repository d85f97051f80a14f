import { expect, test } from '@playwright/test';
import { ProductPage } from './pages/product.ts';
import { ShellPage } from './pages/shell.ts';
import { SignInPages, sessionCookies, uniqueEmail } from './pages/sign-in.ts';

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

test('switching locale within a site keeps the sign-in and the basket, priced in the new currency', async ({
  page,
  context,
}) => {
  await new SignInPages(page).register(
    {
      firstName: 'Sigrid',
      lastName: 'Berg',
      email: uniqueEmail('switch'),
      password: 'Fjallen#2026',
    },
    '/eu',
  );
  await expect(page).toHaveURL(/\/eu\/account$/);
  const pdp = new ProductPage(page);
  await pdp.goto('/eu/p/pizza-peel');
  await pdp.hydrated();
  await pdp.add();
  await expect(page.getByRole('dialog').getByTestId('cart-line')).toContainText('€');
  const before = await sessionCookies(context, 'SoloEU');

  const shell = new ShellPage(page);
  await shell.goto('/eu/cart');
  await shell.switchLocale('SE/SV');
  await expect(page).toHaveURL(/\/eu\/sv\/cart$/);
  expect(await shell.currentLocaleText()).toBe('SE/SV · SEK');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('kr');
  await expect(line).not.toContainText('€');

  // The same registered session: its cookies stay, and the account opens without a sign-in.
  const after = await sessionCookies(context, 'SoloEU');
  expect(Object.keys(after).sort()).toEqual(['cc-at_SoloEU', 'cc-nx_SoloEU', 'usid_SoloEU']);
  expect(after['usid_SoloEU']?.value).toBe(before['usid_SoloEU']?.value);
  await shell.goto('/eu/sv/account');
  await expect(page).toHaveURL(/\/eu\/sv\/account$/);
});
