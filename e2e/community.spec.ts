import { expect, test } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { CommunityPages } from './pages/community.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * Spec 000 §2 community and blog pages, §4 the featured blog block, §9 post texts: from the
 * seeded community content (packages/fixtures/content/entries/community_*).
 */

test('the home blog block switches group on hover and focus, and View All leads to /blog', async ({
  page,
}) => {
  const community = new CommunityPages(page);
  await community.goto('/');
  const block = community.blogBlock;
  await block.scrollIntoViewIfNeeded();
  const tabs = block.getByRole('tab');
  await expect(tabs).toHaveText(['Recipes', 'Guides', 'Video', 'Stories']);
  await tabs.nth(1).hover();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const guides = block.getByRole('tabpanel');
  await expect(guides.getByRole('article')).toHaveCount(3);
  await tabs.nth(2).focus();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  // Spec 000 §9: the Video group's posts are watched.
  await expect(
    block.getByRole('tabpanel').getByRole('link', { name: 'Watch' }).first(),
  ).toBeVisible();
  await block.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(community.heading).toHaveText('Blog');
  await expect(community.postCards.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a category, a recipe post and its equipment in the cart', async ({ page }) => {
  const community = new CommunityPages(page);
  expect((await community.goto('/community'))?.status()).toBe(200);
  await expect(community.heading).toHaveText('Community');
  await expectNoSeriousA11yViolations(page);
  await community.categoryLinks.filter({ hasText: 'Recipes' }).click();
  await expect(page).toHaveURL(/\/community\/recipes$/);
  await expect(community.heading).toHaveText('Recipes');
  await expectNoSeriousA11yViolations(page);

  const card = community.postCards.filter({ hasText: 'Wood-Fired Margherita' });
  await card.getByRole('link', { name: 'Read Now' }).click();
  await expect(page).toHaveURL(/\/community\/p\/wood-fired-margherita$/);
  await community.blocksReady();
  await expect(community.heading).toHaveText('Wood-Fired Margherita in 90 Seconds');
  await expect(page.getByText('By Maya Lindqvist')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More From Maya Lindqvist' })).toBeVisible();
  // The category link has the spec's form /community/{post type}{category url}.
  await expect(page.getByRole('link', { name: 'Recipes', exact: true }).first()).toHaveAttribute(
    'href',
    /\/community\/recipe\/recipes$/,
  );
  const x = community.share.getByRole('link', { name: /Share on X/ });
  await expect(x).toHaveAttribute('target', '_blank');
  await expect(x).toHaveAttribute('rel', /noopener/);
  await expect(x).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?url=/);
  const ld = await community.jsonLd();
  expect(ld.find((o) => o['@type'] === 'Recipe')).toMatchObject({
    name: 'Wood-Fired Margherita in 90 Seconds',
    recipeIngredient: expect.arrayContaining([expect.any(String)]),
  });
  await expectNoSeriousA11yViolations(page);

  // A product that adds at once (a master waits for its options) has its "+ Add".
  const equipment = community.equipment
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /Add/ }) })
    .first();
  const name = (await equipment.getByRole('heading', { level: 3 }).textContent())!.trim();
  await equipment.getByRole('button', { name: /Add/ }).click();
  const cart = new CartPages(page);
  await expect(cart.miniCart).toBeVisible();
  await expect(cart.line(name, cart.miniCart)).toBeVisible();
});

test('a listing’s page 2 has its own canonical URL and is not indexed; past the last is 404', async ({
  page,
}) => {
  const community = new CommunityPages(page);
  await community.goto('/community');
  const first = await community.postCards.getByRole('heading', { level: 3 }).allTextContents();
  await community.pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/community\?page=2$/);
  await expect(community.pagination).toContainText('Page 2 of');
  const second = await community.postCards.getByRole('heading', { level: 3 }).allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/community\?page=2$/,
  );
  await expectNoSeriousA11yViolations(page);
  expect((await page.goto('/community?page=99'))?.status()).toBe(404);
  expect((await page.goto('/community?page=02'))?.status()).toBe(404);
});

test('an unknown post, category or post type is a 404', async ({ page }) => {
  for (const path of [
    '/community/p/no-such-post',
    '/community/no-such-category',
    '/community/podcast/recipes',
  ])
    expect((await page.goto(path))?.status(), path).toBe(404);
});

test('the feeds and the sitemap answer XML with absolute links', async ({ request, baseURL }) => {
  for (const path of ['/community/feed.xml', '/community/recipes/feed.xml', '/blog/feed.xml']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toContain('application/atom+xml');
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`href="${baseURL}/`);
  }
  expect((await request.get('/community/no-such-category/feed.xml')).status()).toBe(404);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain('/community/p/wood-fired-margherita</loc>');
});

for (const path of [
  '/community',
  '/community/recipes',
  '/blog',
  '/community/p/wood-fired-margherita',
  '/community/p/video-launching-a-pizza',
]) {
  test(`${path} is within the JavaScript budget`, async ({ page }) => {
    const weights = await measurePageScripts(page, path);
    expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  });
}
