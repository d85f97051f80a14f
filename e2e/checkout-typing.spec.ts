import { expect, test, type Page } from '@playwright/test';
import { APPROVED, CheckoutPage, DECLINED, SEATTLE } from './pages/checkout.ts';
import { ProductPage } from './pages/product.ts';
import { answerSlowly, retypeInto, tabTo, typeInto, typeKeys } from './support/typing.ts';

/**
 * Issue 14: nothing a shopper types is lost and no message outlives its moment. The shopper types
 * at human speed (50–100 ms a key) right after each Continue and each change the page sends off
 * (shipping method, billing same as shipping), without waiting for the answer.
 */
const STARTERS = 'natural-fire-starters';

test.describe.configure({ timeout: 120_000 });

/** The header's cart count: no badge at all once the basket is empty. */
const cartBadge = (page: Page) => page.getByTestId('cart-count');

test('typing right after each Continue and each re-pricing keeps every key', async ({ page }) => {
  const checkout = new CheckoutPage(page);
  const shipping = (label: string) => checkout.field('shipping', label);
  const payment = (label: string) => checkout.field('payment', label);
  await checkout.addToBasket(STARTERS);
  await answerSlowly(page);
  await checkout.goto();
  await checkout.email.fill('guest.typing@example.com');
  await checkout.section('contact').getByRole('button', { name: 'Continue as Guest' }).click();
  // The guest step's request is on its way: the shopper goes on typing the address.
  await typeInto(shipping('First Name'), 'Grace');
  await typeInto(shipping('Last Name'), 'Hopper');
  await typeInto(shipping('Address'), '1 Main St');
  await typeInto(shipping('City'), 'Portland');
  await typeInto(shipping('State / Province'), 'OR');
  await typeInto(shipping('Postal Code'), '97201');
  await typeInto(shipping('Phone'), '5035550100');
  await expect(page).toHaveURL(/#shipping$/);
  await expect(shipping('First Name')).toHaveValue('Grace');
  await expect(shipping('Last Name')).toHaveValue('Hopper');
  await expect(shipping('Address')).toHaveValue('1 Main St');
  await expect(shipping('City')).toHaveValue('Portland');
  await expect(shipping('State / Province')).toHaveValue('OR');
  await expect(shipping('Postal Code')).toHaveValue('97201');
  await expect(shipping('Phone')).toHaveValue('(503) 555-0100');

  await checkout
    .section('shipping')
    .getByRole('button', { name: 'Continue to Shipping Method' })
    .click();
  await expect(checkout.method(/Standard/)).toBeChecked();
  // Choosing Express re-prices the basket while the shopper starts on the card.
  await checkout.method(/Express/).check();
  await typeInto(payment('Name on Card'), 'Grace Hopper');
  await expect(checkout.summary).toContainText('$19.99');
  await checkout
    .section('shipping-method')
    .getByRole('button', { name: 'Continue to Payment' })
    .click();
  // Digits only: the number is grouped and the expiry gets its slash as typed.
  await typeInto(payment('Card Number'), '4111111111111111');
  await typeInto(payment('Expiration Date (MM/YY)'), '1230');
  await typeInto(payment('Security Code'), '123');
  await expect(page).toHaveURL(/#payment$/);
  // A billing address of its own, typed as soon as the box is unticked; then back to Standard.
  await checkout.section('payment').getByLabel('Same as shipping address').uncheck();
  await retypeInto(payment('First Name'), 'Ada');
  await checkout.method(/Standard/).check();
  await retypeInto(payment('Last Name'), 'Lovelace');
  await retypeInto(payment('Address'), '12 Elm St');
  await retypeInto(payment('City'), 'Salem');
  await retypeInto(payment('State / Province'), 'OR');
  await retypeInto(payment('Postal Code'), '97301');
  await expect(checkout.summary).toContainText('$9.99');

  await expect(payment('Name on Card')).toHaveValue('Grace Hopper');
  await expect(payment('Card Number')).toHaveValue('4111 1111 1111 1111');
  await expect(payment('Expiration Date (MM/YY)')).toHaveValue('12/30');
  await expect(payment('Security Code')).toHaveValue('123');
  await expect(payment('First Name')).toHaveValue('Ada');
  await expect(payment('Last Name')).toHaveValue('Lovelace');
  await expect(payment('Address')).toHaveValue('12 Elm St');
  await expect(payment('City')).toHaveValue('Salem');
  await expect(payment('Postal Code')).toHaveValue('97301');
  await expect(shipping('First Name')).toHaveValue('Grace');
  await expect(shipping('City')).toHaveValue('Portland');

  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
  await expect(cartBadge(page)).toHaveCount(0);
});

test('the expiry and card number format as typed and as pasted, the caret kept', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket(STARTERS);
  await checkout.goto();
  await checkout.fillContact('guest.format@example.com');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  const expiry = checkout.field('payment', 'Expiration Date (MM/YY)');
  const number = checkout.field('payment', 'Card Number');
  await typeInto(expiry, '1230');
  await expect(expiry).toHaveValue('12/30');
  // A digit typed in the middle stays where it was typed, and the caret right after it.
  await expiry.fill('');
  await typeInto(expiry, '130');
  await expect(expiry).toHaveValue('13/0');
  await expiry.press('Home');
  await expiry.press('ArrowRight');
  await typeKeys(page, '2');
  await expect(expiry).toHaveValue('12/30');
  expect(await expiry.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(2);
  // Pasted: formatted or not.
  for (const pasted of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111']) {
    await number.fill('');
    await number.focus();
    await page.evaluate((text) => document.execCommand('insertText', false, text), pasted);
    await expect(number).toHaveValue('4111 1111 1111 1111');
  }
  for (const pasted of ['1230', '12/30', '12 / 30']) {
    await expiry.fill('');
    await expiry.focus();
    await page.evaluate((text) => document.execCommand('insertText', false, text), pasted);
    await expect(expiry).toHaveValue('12/30');
  }
  await checkout.fillCard({ ...APPROVED, number: '4111111111111111', expiration: '1230' });
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
});

test('declined, then approved: no failure toast on the confirmation, and an empty cart badge', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket(STARTERS, '', 2);
  // The page's clock runs as usual until the refusal, then stands still: the toast's own 5 s
  // can never be what hides it, however long the approved attempt takes on a busy machine.
  await page.clock.install();
  await checkout.goto();
  await expect(cartBadge(page)).toHaveText('2');
  await checkout.fillContact('guest.declined.typing@example.com');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await checkout.fillCard(DECLINED);
  await checkout.placeOrder.click();
  const declined = checkout.toast('Your card was declined. Please try another card.');
  await expect(declined).toBeVisible({ timeout: 30_000 });
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await checkout.section('payment').getByLabel('Card Number').fill(APPROVED.number);
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();
  await expect(declined).toBeHidden({ timeout: 1_000 });
  await expect(cartBadge(page)).toHaveCount(0);
});

test('keyboard only, from the product page to the confirmation', async ({ page }) => {
  const product = new ProductPage(page);
  const checkout = new CheckoutPage(page);
  await answerSlowly(page);
  await product.goto(`/p/${STARTERS}`);
  await product.hydrated();
  await tabTo(page, product.addToCart);
  await page.keyboard.press('Enter');
  const miniCart = page.getByRole('dialog');
  await expect(miniCart).toBeVisible();
  await tabTo(page, miniCart.getByRole('link', { name: /checkout/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await checkout.hydrated();
  await tabTo(page, checkout.email);
  await typeKeys(page, 'guest.keys@example.com');
  await page.keyboard.press('Enter');
  // Continue moves focus to the next step's first field: the shopper types on at once.
  await typeKeys(page, 'Grace');
  await page.keyboard.press('Tab');
  await typeKeys(page, 'Hopper');
  await page.keyboard.press('Tab');
  await typeKeys(page, '1 Main St');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await typeKeys(page, 'Portland');
  await page.keyboard.press('Tab');
  await typeKeys(page, 'OR');
  await page.keyboard.press('Tab');
  await typeKeys(page, '97201');
  await tabTo(page, checkout.field('shipping', 'Phone'));
  await typeKeys(page, '5035550100');
  await expect(checkout.field('shipping', 'First Name')).toHaveValue('Grace');
  await expect(checkout.field('shipping', 'Last Name')).toHaveValue('Hopper');
  await expect(checkout.field('shipping', 'Address')).toHaveValue('1 Main St');
  await expect(checkout.field('shipping', 'City')).toHaveValue('Portland');
  await expect(checkout.email).toHaveValue('guest.keys@example.com');
  await page.keyboard.press('Enter');
  // The method step takes focus on its chosen method; the arrows choose another.
  await expect(checkout.method(/Standard/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(checkout.method(/Express/)).toBeChecked();
  await expect(checkout.summary).toContainText('$19.99');
  await tabTo(
    page,
    checkout.section('shipping-method').getByRole('button', { name: 'Continue to Payment' }),
  );
  await page.keyboard.press('Space');
  await expect(checkout.section('payment').locator(':focus')).toHaveCount(1);
  await expect(page.getByTestId('step-announcement')).toHaveText('Step 4 of 4: Payment');
  await tabTo(page, checkout.field('payment', 'Name on Card'));
  await typeKeys(page, 'Grace Hopper');
  await page.keyboard.press('Tab');
  await typeKeys(page, '4111111111111111');
  await page.keyboard.press('Tab');
  await typeKeys(page, '1230');
  await page.keyboard.press('Tab');
  await typeKeys(page, '123');
  await expect(checkout.field('payment', 'Expiration Date (MM/YY)')).toHaveValue('12/30');
  await tabTo(page, checkout.placeOrder);
  await page.keyboard.press('Enter');
  await checkout.expectConfirmation();
  await expect(cartBadge(page)).toHaveCount(0);
});
