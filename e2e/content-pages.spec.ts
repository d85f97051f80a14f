import { expect, test } from '@playwright/test';
import { ContentPage } from './pages/content.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { CartPages } from './pages/cart.ts';
import { deleteEntry, publishEntry } from './support/content.ts';

/**
 * Spec 000 §2 content pages (lib/content/pages.ts), the /s/ pages and the style guide, from the
 * seeded content (packages/fixtures/content), and the contact form (issue 18).
 */
const CONTENT_PAGES = [
  '/contact-us',
  '/about-us',
  '/klarna-faq',
  '/shipping-returns',
  '/help-center',
  '/s/privacy-policy',
  '/s/terms-of-use',
  '/s/accessibility',
  '/style-guide',
] as const;

test('the contact form shows a field error, keeps what was typed, then sends', async ({ page }) => {
  const contact = new ContentPage(page);
  expect((await contact.goto('/contact-us'))?.status()).toBe(200);
  await expect(contact.form).toBeVisible();
  const email = contact.form.locator('input[type=email]').first();
  const emailName = (await email.getAttribute('name'))!;
  await contact.fillRequired({ [emailName]: 'ada.fire@example' });
  const typed = await contact.form
    .locator('input:not([type=hidden]):not([type=checkbox]), textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await contact.submit();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
  const errorId = describedBy.find((id) => id.endsWith('-error'))!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Please enter a valid email address.');
  const kept = await contact.form
    .locator('input:not([type=hidden]):not([type=checkbox]), textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  expect(kept).toEqual(typed);

  await email.fill('ada.fire@example.com');
  await contact.submit();
  await expect(contact.status).toBeVisible();
  await expect(contact.form).toHaveCount(0);
});

test('the contact form works without scripts and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const contact = new ContentPage(await context.newPage());
  await contact.goto('/contact-us', { interactive: false });
  const email = contact.form.locator('input[type=email]').first();
  const emailName = (await email.getAttribute('name'))!;
  await contact.fillRequired({ [emailName]: 'not-an-email' });
  await contact.submit();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  await context.close();
});

for (const path of CONTENT_PAGES) {
  test(`${path} is accessible and within the JavaScript budget`, async ({ page }) => {
    const content = new ContentPage(page);
    expect((await content.goto(path))?.status()).toBe(200);
    await expect(content.heading).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Solo Outdoor US$/);
    await expectNoSeriousA11yViolations(page);
    const weights = await measurePageScripts(page, path);
    expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  });
}

test('a block far down the page loads its code only when the shopper comes near it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/style-guide', { waitUntil: 'networkidle' });
  const blocks = page.locator('[data-lazy-block]');
  const waiting = await blocks.evaluateAll((wrappers) =>
    wrappers.flatMap((wrapper, index) =>
      wrapper.hasAttribute('data-block-ready') ||
      !wrapper.firstElementChild?.getClientRects().length
        ? []
        : [index],
    ),
  );
  expect(waiting.length).toBeGreaterThan(0);
  const loadedBefore = scripts.length;
  const far = blocks.nth(waiting.at(-1)!);
  // Its server HTML is there all along; its code arrives as it scrolls into view.
  await expect(far.locator(':scope > *').first()).toBeAttached();
  await far.evaluate((wrapper) => wrapper.firstElementChild!.scrollIntoView());
  await expect(far).toHaveAttribute('data-block-ready', '');
  expect(scripts.length).toBeGreaterThan(loadedBefore);
});

test('a missing content page is the 404 page', async ({ page }) => {
  expect((await page.goto('/s/no-such-page-here'))?.status()).toBe(404);
});

test('the FAQ shows five questions, then all of them, then five again', async ({ page }) => {
  await new ContentPage(page).goto('/style-guide');
  const faq = page.locator('[data-block="accordion_group"]').first();
  const questions = faq.locator('summary:visible').filter({ hasNotText: /Questions$/ });
  await expect(questions).toHaveCount(5);
  const toggle = faq.locator('[data-faq-more] > summary');
  await toggle.getByText('See More Questions').click();
  await expect(toggle.getByText('See Less Questions')).toBeVisible();
  expect(await questions.count()).toBeGreaterThan(5);
  await questions.first().click();
  await expect(faq.locator('details[open]').first()).toBeVisible();
  await toggle.getByText('See Less Questions').click();
  await expect(questions).toHaveCount(5);
});

test('Add All to Cart adds every product of the cards and opens the mini cart', async ({
  page,
}) => {
  await new ContentPage(page).goto('/style-guide');
  const cards = page.locator('[data-block="product_cards"]').first();
  // The products that add at once (a master waits for its options): each has its "+ Add".
  const names = await cards
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /Add/ }) })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await cards.getByRole('button', { name: 'Add All to Cart' }).click();
  const cart = new CartPages(page);
  await expect(cart.miniCart).toBeVisible();
  for (const name of names) await expect(cart.miniCart.getByText(name).first()).toBeVisible();
});

test('hero tabs switch by click and by arrow key', async ({ page }) => {
  await new ContentPage(page).goto('/style-guide');
  const tabs = page.getByRole('tablist').first();
  const second = tabs.getByRole('tab').nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab').nth(2)).toBeFocused();
});

test('an operator publishes a page and it is served at once; deleted, it is gone', async ({
  page,
  request,
}) => {
  const entry = { type: 'page', uid: 'e2e_operator_page' };
  await publishEntry(request, {
    ...entry,
    title: 'Fire safety',
    body: { url: 'e2e-fire-safety', heading: 'Fire safety at home', sections: [] },
  });
  await page.goto('/s/e2e-fire-safety');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fire safety at home');
  await deleteEntry(request, entry);
  // A new visitor (this browser may keep the page for the spec's 15 minutes: max-age 900).
  expect((await request.get('/s/e2e-fire-safety')).status()).toBe(404);
});
