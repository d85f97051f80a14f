import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell.ts';

/** Spec 000 §2: "/" and "/us" are the US home; /ca, /eu, /au the others; locale segments follow. */
const HOMES = [
  { path: '/', lang: 'en-US', label: 'US/EN', currency: 'USD', title: 'Solo Outdoor US' },
  { path: '/us', lang: 'en-US', label: 'US/EN', currency: 'USD', title: 'Solo Outdoor US' },
  { path: '/ca', lang: 'en-CA', label: 'CA/EN', currency: 'CAD', title: 'Solo Outdoor Canada' },
  { path: '/ca/fr', lang: 'fr-CA', label: 'CA/FR', currency: 'CAD', title: 'Solo Outdoor Canada' },
  { path: '/eu', lang: 'en-IE', label: 'IE/EN', currency: 'EUR', title: 'Solo Outdoor Europe' },
  { path: '/eu/de', lang: 'de-DE', label: 'DE/DE', currency: 'EUR', title: 'Solo Outdoor Europe' },
  { path: '/au', lang: 'en-AU', label: 'AU/EN', currency: 'AUD', title: 'Solo Outdoor Australia' },
];

for (const home of HOMES) {
  test(`home ${home.path} renders in ${home.lang} with ${home.currency} @mobile`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const response = await shell.goto(home.path);
    expect(response?.status()).toBe(200);
    expect(await shell.htmlLang()).toBe(home.lang);
    await expect(page).toHaveTitle(new RegExp(`\\| ${home.title}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(shell.footer).toBeVisible();
    expect(await shell.currentLocaleText()).toBe(`${home.label} · ${home.currency}`);
  });
}

/**
 * A regional locale reads its language's home (de-AT → de, fr-BE → fr) and an English one its
 * site's English (en-DE → en-IE), with the EU site's threshold in euros and its address.
 */
const REGIONAL_HOMES = [
  { path: '/eu/de-at', heading: 'Feuer ohne Rauch', promo: /Kostenloser Versand ab €\s120/ },
  {
    path: '/eu/fr-be',
    heading: 'Le feu, sans la fumée',
    promo: /Livraison gratuite dès 120\s€ d’achat/,
  },
  {
    path: '/eu/en-de',
    heading: 'Fire without the smoke',
    promo: /Free shipping on orders over €120/,
  },
];

for (const home of REGIONAL_HOMES) {
  test(`home ${home.path} reads its language's content with the EU site's facts`, async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    expect((await shell.goto(home.path))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { name: home.heading })).toBeVisible();
    await expect(shell.header).toContainText(home.promo);
    await expect(shell.footer).toContainText('Keizersgracht 452, 1016 GD Amsterdam');
    await expect(shell.footer).not.toContainText('TX 78701');
  });
}

test('home pages are cacheable by a CDN (spec 000 §9)', async ({ request }) => {
  const response = await request.get('/ca/fr');
  expect(response.headers()['cache-control']).toContain('max-age=900');
  expect(response.headers()['cache-control']).toContain('stale-while-revalidate=900');
});

test('the home renders through a separately running commerce service @remote', async ({ page }) => {
  const shell = new ShellPage(page);
  const response = await shell.goto('/eu/de');
  expect(response?.status()).toBe(200);
  expect(await shell.htmlLang()).toBe('de-DE');
  await expect(shell.footer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
