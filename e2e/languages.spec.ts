import { expect, test, type Page } from '@playwright/test';
import { ProductPage } from './pages/product.ts';
import { ShellPage } from './pages/shell.ts';
import { overflowingControls, untranslatedTexts } from './support/untranslated.ts';

/**
 * One locale per language family the store offers (issue 16): home, a listing, a product page
 * and the cart with a line show no English shell text and the right `lang`. The texts compared
 * are the catalogue's (support/untranslated.ts); product data and content have their own tests.
 */
const LOCALES = [
  { prefix: '/eu/de', lang: 'de-DE', catalogue: 'de' },
  { prefix: '/ca/fr', lang: 'fr-CA', catalogue: 'fr-CA' },
  { prefix: '/eu/pt', lang: 'pt-PT', catalogue: 'pt' },
  { prefix: '/eu/pl', lang: 'pl-PL', catalogue: 'pl' },
  { prefix: '/eu/sv', lang: 'sv-SE', catalogue: 'sv' },
  { prefix: '/eu/fi', lang: 'fi-FI', catalogue: 'fi' },
  { prefix: '/eu/el', lang: 'el-GR', catalogue: 'el' },
  { prefix: '/au/ja', lang: 'ja-JP', catalogue: 'ja' },
  { prefix: '/au/ko', lang: 'ko-KR', catalogue: 'ko' },
  { prefix: '/au/zh-tw', lang: 'zh-TW', catalogue: 'zh-TW' },
];

async function expectTranslated(page: Page, catalogue: string, where: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await untranslatedTexts(page, catalogue), `English shell text on ${where}`).toEqual([]);
  // The pseudo-locale's 30 % longer texts must still fit their boxes.
  if (catalogue === 'pseudo')
    expect(await overflowingControls(page), `text pushed out of its box on ${where}`).toEqual([]);
}

/** Home, a listing, a product page, then the cart with the product in it. */
async function walk(page: Page, prefix: string, catalogue: string) {
  const shell = new ShellPage(page);
  for (const path of ['', '/plp/fire-pits', '/p/signature-fire-pit']) {
    await shell.goto(`${prefix}${path}`);
    await expectTranslated(page, catalogue, `${prefix}${path}`);
  }
  const pdp = new ProductPage(page);
  await pdp.goto(`${prefix}/p/pizza-peel`);
  await pdp.hydrated();
  await pdp.add();
  // The mini cart opens with the line (its name is in the page's language).
  await expect(page.getByRole('dialog').getByTestId('cart-line')).toHaveCount(1);
  await expectTranslated(page, catalogue, `${prefix}/p/pizza-peel with the mini cart open`);
  await shell.goto(`${prefix}/cart`);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expectTranslated(page, catalogue, `${prefix}/cart`);
  return shell;
}

for (const { prefix, lang, catalogue } of LOCALES) {
  test(`${lang} shows home, listing, product page and cart in its language`, async ({ page }) => {
    const shell = await walk(page, prefix, catalogue);
    expect(await shell.htmlLang()).toBe(lang);
  });
}

test('the pseudo-locale finds no text that bypasses the catalogue', async ({ page, context }) => {
  await context.addCookies([
    { name: 'pseudo_locale', value: 'on', url: test.info().project.use.baseURL! },
  ]);
  const shell = await walk(page, '/us', 'pseudo');
  expect(await shell.htmlLang()).toBe('en-US');
  // The messages are the pseudo-locale's; the prices stay in the page's locale and currency.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/\[.*~+\]/);
});

test('a catalogue that cannot be fetched leaves the page in the default messages, not ids', async ({
  page,
}) => {
  await page.route('**/static/translations/compiled/pl.*.json', (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await new ShellPage(page).goto('/eu/pl');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Rendered in the browser with English, the built-in defaults (spec 000 §7).
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('shell.');
  expect(errors.some((e) => /Translation catalogue .*pl\..*failed to load/.test(e))).toBe(true);
});
