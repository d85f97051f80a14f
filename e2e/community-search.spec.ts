import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { SearchDrawerPage } from './pages/search.ts';

const MARGHERITA = 'Wood-Fired Margherita in 90 Seconds';
const MARGHERITA_PATH = '/us/community/p/wood-fired-margherita';

test.describe('community search', () => {
  test('the drawer shows community posts for a prefix and reports the one followed, 500 ms later', async ({
    page,
  }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('margher');

    const posts = search.options('Community');
    expect(await posts.count()).toBeLessThanOrEqual(4);
    const post = posts.filter({ hasText: MARGHERITA });
    await expect(post).toHaveAttribute('href', MARGHERITA_PATH);
    await expect(post).toContainText('Recipes');
    await expect(post.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await post.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    const reported = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/us/search-suggestions/click'),
    );
    const clickedAt = Date.now();
    await post.click();
    const report = await reported;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(450);
    expect(JSON.parse(report.postData() ?? '')).toMatchObject({
      index: 'community_posts',
      query: 'margher',
      objectID: 'wood-fired-margherita',
      position: 1,
    });
    expect((await report.response())?.status()).toBe(204);
    await page.waitForURL((url) => url.pathname === MARGHERITA_PATH);
  });

  test('the keyboard reaches a community post and Enter follows it', async ({ page }) => {
    const search = new SearchDrawerPage(page);
    await search.gotoAndOpen('/');
    await search.type('margherita');
    const total = await search.options().count();
    let found = false;
    for (let i = 0; i < total && !found; i++) {
      await search.input.press('ArrowDown');
      found = (await search.activeOptionText())?.includes(MARGHERITA) ?? false;
    }
    expect(found).toBe(true);
    await search.input.press('Enter');
    await page.waitForURL((url) => url.pathname === MARGHERITA_PATH);
  });

  test('the search results page lists the posts found after the products, within the budgets', async ({
    page,
  }) => {
    const scripts = await measurePageScripts(page, '/search?q=pizza');
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);

    const section = page.getByRole('region', { name: /From the community/ });
    await expect(section).toBeVisible();
    const links = section.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/us\/community\/p\/[\w-]+$/);
    // No page lists more posts for a search, so nothing offers to.
    await expect(section.getByRole('link', { name: /view all/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the autocomplete chunk with community posts stays within 5 KB', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const chunk = page.waitForResponse((r) => /\/SearchAutocomplete-[\w-]+\.js$/.test(r.url()));
    const search = new SearchDrawerPage(page);
    await search.open();
    const gzipBytes = gzipSync(await (await chunk).body()).length;
    test.info().annotations.push({
      type: 'autocomplete-js-gzip-kb',
      description: (gzipBytes / 1024).toFixed(1),
    });
    expect(gzipBytes).toBeLessThanOrEqual(5 * 1024);
  });
});
