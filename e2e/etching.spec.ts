import { expect, test } from '@playwright/test';
import { APPROVED, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { newShopper } from './pages/account.ts';
import { EtchingModal } from './pages/etching.ts';
import { OutboxPage } from './pages/outbox.ts';
import { arrivedMail, E2E_STORE_INBOX } from './support/mail-sink.ts';
import { SignInPages } from './pages/sign-in.ts';
import { toast } from './pages/toast.ts';
import { WishlistPages } from './pages/wishlist.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * Etching journeys (spec 001 §2 "Etching modal", §4, §5, §8): a shopper etches a Mesa with their
 * text and buys it, the etching following the line from the mini cart to the confirmation; the
 * exit confirmation; Save for later to the wishlist; a group inquiry that arrives by SMTP at the
 * store's mail; the page's budget and axe.
 */
const MESA = '/p/mesa-tabletop-fire-pit?color=black';

test.describe.configure({ timeout: 180_000 });

test('a Mesa etched with custom text is bought through checkout, its etching on every step', async ({
  page,
}) => {
  const etching = new EtchingModal(page);
  await etching.openProduct(MESA);
  await etching.open();
  await etching.type('Custom Text').click();
  // The black variant is chosen on the page: straight to the details (spec 001 §4).
  await expect(etching.dialog.getByText('Step 3 of 3')).toBeVisible();
  await etching.text.fill('The Miller Family Cabin\nEst. 1987\nthird line');
  // Spec 001 §5: 2 lines of 16 characters, excess cut.
  await expect(etching.text).toHaveValue('The Miller Famil\nEst. 1987');
  await expect(etching.dialog.getByText('Max 2 lines, 16 characters per line')).toBeVisible();
  await expect(etching.preview).toHaveText('The Miller Famil\nEst. 1987');
  await etching.text.fill('The Millers\nEst. 1987');
  await expect(etching.addToCart).toHaveText('Add to Cart - $144.99');
  await etching.addToCart.click();
  await expect(etching.dialog).toBeHidden();
  const mini = page.getByRole('dialog', { name: /Your Cart/ });
  const line = mini.getByTestId('line-etching');
  await expect(line).toContainText('Etching: Custom Text');
  await expect(line).toContainText('+$15.00');
  await expect(line).toContainText('The Millers');

  await page.goto('/cart');
  await expect(page.getByTestId('line-etching').first()).toContainText('Est. 1987');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(page.getByTestId('checkout-line').getByTestId('line-etching')).toContainText(
    'The Millers',
  );
  await checkout.fillContact('etching.buyer@example.com');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await checkout.fillCard(APPROVED);
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
  const confirmed = page.getByTestId('line-etching');
  await expect(confirmed).toContainText('Etching: Custom Text');
  await expect(confirmed).toContainText('The Millers');
});

test('removing the etching of a cart line leaves the product without it', async ({ page }) => {
  // Straight to the basket: a page opened first starts its own guest session from its scripts,
  // whose cookie may replace the one this write's basket belongs to.
  const added = await page.request.post('/basket', {
    data: {
      intent: 'addEtched',
      productId: 'camp-mug-black',
      quantity: 1,
      optionValueId: 'customText',
      etchingText: 'Camp Sam',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/cart');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('line-etching')).toContainText('Camp Sam');
  await page.getByTestId('remove-etching').click();
  await expect(page.getByTestId('line-etching')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('Save for later keeps the etched text on the wishlist; a guest is asked to sign in first', async ({
  page,
}) => {
  const etching = new EtchingModal(page);
  await etching.openProduct(MESA);
  await etching.open();
  await etching.type('Custom Text').click();
  await etching.text.fill('Camp Sam');
  await etching.saveForLater.click();
  await expect(etching.dialog).toBeHidden();
  await expect(
    toast(page, 'Sign in or Sign up to save your items for later and across your devices.'),
  ).toBeVisible();

  await new SignInPages(page).register(newShopper('etching'));
  await expect(page).toHaveURL(/\/account$/);
  await etching.openProduct(MESA);
  await etching.open();
  await etching.type('Custom Text').click();
  await etching.text.fill('The Millers\nEst. 1987');
  await etching.saveForLater.click();
  await expect(etching.dialog).toBeHidden();
  await expect(toast(page, '1 item(s) added to wishlist')).toBeVisible();
  const wishlist = new WishlistPages(page);
  await wishlist.gotoAccount();
  await expect(wishlist.savedNames).toHaveText(['Mesa Tabletop Fire Pit']);
  await expect(page.getByTestId('saved-etching')).toHaveText(
    /^Your etching:\s*The Millers\s+Est\. 1987$/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('leaving the modal asks first, and going back keeps the design', async ({ page }) => {
  const etching = new EtchingModal(page);
  await etching.openProduct('/p/mesa-tabletop-fire-pit?color=sage');
  await etching.open();
  await etching.type('NHL Logos').click();
  // Sage takes no team logo: step 2 offers only the variants a logo can go on.
  await expect(etching.dialog.getByText('Step 2 of 3')).toBeVisible();
  const variants = etching.dialog.getByRole('group', { name: 'Choose your variant' });
  await expect(variants.getByRole('button')).toHaveText(['Stainless Steel', 'Black', 'Charcoal']);
  await variants.getByRole('button', { name: 'Black' }).click();
  await etching.dialog.getByRole('button', { name: 'Continue' }).click();
  await etching.dialog.getByLabel('Choose your team').selectOption({ label: 'Omaha Frost' });
  await expect(etching.preview).toHaveText('Omaha Frost');
  await page.keyboard.press('Escape');
  await expect(etching.exitConfirmation).toBeVisible();
  await expect(etching.exitConfirmation).toContainText('Your design will not be saved.');
  await etching.exitConfirmation.getByRole('button', { name: 'Back to my design' }).click();
  await expect(etching.preview).toHaveText('Omaha Frost');
  await etching.dialog.getByRole('button', { name: 'Exit customization' }).click();
  await etching.exitConfirmation.getByRole('button', { name: 'Yes, Exit Customization' }).click();
  await expect(etching.dialog).toBeHidden();
  await expect(etching.launcher).toBeFocused();
  // Opened again, it starts over.
  await etching.open();
  await expect(etching.dialog.getByText('Choose your type')).toBeVisible();
});

test('a group and corporate inquiry is checked, sent and arrives by SMTP at the store mail', async ({
  page,
}) => {
  const etching = new EtchingModal(page);
  await etching.openProduct(MESA);
  await etching.open();
  await etching.type('Group and Corporate Orders').click();
  await expect(etching.dialog.getByText('Your logo, etched in steel')).toBeVisible();
  await etching.dialog.getByRole('button', { name: 'Request quote' }).click();
  await expect(etching.dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(etching.dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(etching.dialog.getByText('Please enter your company name.')).toBeVisible();
  await etching.groupField('Name').fill('Dana Ortiz');
  await etching.groupField('Email address').fill('dana@ridgeline.example');
  await etching.groupField(/Phone number/).fill('5125550187');
  await etching.groupField('Company or organization').fill('Ridgeline Outfitters');
  await etching.dialog.getByRole('button', { name: 'Request quote' }).click();
  await expect(
    toast(
      page,
      'Thank you for your submission, our representatives will reach out to you shortly about your inquiry.',
    ),
  ).toBeVisible();
  await expect(etching.dialog).toBeHidden();
  // It arrived by SMTP at the store's inbox, with the shopper's fields and the product.
  const mail = await arrivedMail(page.request, (m) => m.text.includes('Ridgeline Outfitters'));
  expect(mail.to).toEqual([E2E_STORE_INBOX]);
  for (const field of [
    'Dana Ortiz',
    'dana@ridgeline.example',
    '5125550187',
    'Company or organization:\nRidgeline Outfitters',
    'Mesa Tabletop Fire Pit',
  ])
    expect(mail.text).toContain(field);
  // The outbox keeps it too, marked as sent.
  const outbox = new OutboxPage(page);
  await outbox.goto();
  const kept = outbox.messages.filter({ hasText: 'Ridgeline Outfitters' }).first();
  await expect(kept).toContainText('Etching quote form');
  await expect(kept).toContainText('Sent by SMTP');
});

test('the etching modal is accessible and the product page stays within its budget @mobile', async ({
  page,
}) => {
  const weights = await measurePageScripts(page, MESA);
  expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  // The modal's code is not part of the page's load.
  expect(weights.some((w) => /EtchingModal/.test(w.url))).toBe(false);
  const etching = new EtchingModal(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await etching.open();
  await etching.type('Custom Text').click();
  await etching.text.fill('Sam');
  await expectNoSeriousA11yViolations(page);
});
