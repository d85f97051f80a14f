import { expect, test } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { ReviewsSection } from './pages/reviews.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { approvePendingReview } from './support/reviews.ts';

// The Ranger's seeded reviews: 5, 4 and 5 stars (packages/fixtures/src/reviews.ts). This journey
// is the only one writing a review of it.
const PRODUCT = '/p/ranger-fire-pit';

test('a shopper writes a review with a link; it waits for moderation, then shows with the new average', async ({
  page,
  request,
}) => {
  const account = new AccountPages(page);
  await account.register(newShopper('reviews'));
  const reviews = new ReviewsSection(page);
  await reviews.goto(PRODUCT);
  await reviews.hydrated();
  await expect(reviews.ratingLink('4.7 out of 5 stars, 3 reviews')).toBeVisible();
  await expect(reviews.reviews).toHaveCount(3);

  const title = `Smoky at first ${Date.now()}`;
  await reviews.write({
    stars: 2,
    title,
    text: 'It got better after a few fires. Cheaper covers at pitdeals.com though.',
  });
  await expectNoSeriousA11yViolations(page);
  await reviews.submit();
  await expect(reviews.thanks).toHaveText('Thanks, your review is awaiting moderation.');
  // Held: the page still shows the three seeded reviews.
  await page.reload();
  await expect(reviews.reviews).toHaveCount(3);
  await expect(reviews.section.getByTestId('review-written')).toHaveText(
    'Thanks, your review is awaiting moderation.',
  );

  await approvePendingReview(request, title);
  await page.reload();
  await reviews.hydrated();
  await expect(reviews.ratingLink('4.0 out of 5 stars, 4 reviews')).toBeVisible();
  await expect(reviews.reviews).toHaveCount(4);
  await expect(reviews.reviews.filter({ hasText: title })).toContainText('pitdeals.com');
  // The lowest rating first: the new review leads.
  await reviews.sortLink('Lowest rating').click();
  await expect(page).toHaveURL(/reviews-sort=lowest/);
  await expect(reviews.reviews.first()).toContainText(title);
  await expect(reviews.section.getByTestId('review-written')).toHaveText(
    'You have reviewed this product. Thank you!',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a guest is asked to sign in, and returns to the reviews', async ({ page }) => {
  const reviews = new ReviewsSection(page);
  await reviews.goto('/p/signature-fire-pit');
  await reviews.hydrated();
  await expect(reviews.writeButton).toHaveCount(0);
  await reviews.signInLink.click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fp%2Fsignature-fire-pit%23reviews$/);
  // The demo shopper is only read: signing in changes nothing of the account.
  await new AccountPages(page).signIn('jordan.miller@example.com', 'Campfire#2024');
  await expect(page).toHaveURL(/\/p\/signature-fire-pit#reviews$/);
  await expect(reviews.writeButton).toBeVisible();
  // The tiles of a listing show stars too, named for screen readers.
  await page.goto('/plp/fire-pits');
  await expect(
    page
      .getByRole('article', { name: 'Signature Smokeless Fire Pit' })
      .getByText('4.3 out of 5 stars, 6 reviews'),
  ).toBeAttached();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('reviews page and sort through plain links', async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await reviews.goto('/p/signature-fire-pit');
    await expect(reviews.reviews).toHaveCount(5);
    await reviews.pagerLink('More reviews').click();
    await expect(page).toHaveURL(/reviews-page=2#reviews$/);
    await expect(reviews.reviews).toHaveCount(1);
    await expect(reviews.section).toContainText('Page 2 of 2');
    await reviews.sortLink('Highest rating').click();
    await expect(page).not.toHaveURL(/reviews-page/);
    await expect(reviews.reviews.first()).toContainText('5 out of 5 stars');
  });
});

test('the product page with reviews stays within the JavaScript budget @mobile', async ({
  page,
}) => {
  const scripts = await measurePageScripts(page, PRODUCT);
  const total = totalBytes(scripts);
  test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
  expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
  // The form's code is not part of it: it loads when the form opens.
  expect(scripts.some((s) => /ReviewForm/.test(s.url))).toBe(false);
});
