import { expect, test } from '@playwright/test';
import { GiftCardPages } from './pages/gift-card.ts';
import { ProductPage } from './pages/product.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { holdAnswers, retypeInto, typeInto } from './support/typing.ts';

/**
 * The e-gift card (spec 001 §2, §3, §5, §8, §9): bought from its product page, shown, edited and
 * removed in the mini cart, one per order.
 */
const CARD = {
  amount: '$100.00',
  recipientName: 'Sam Ember',
  recipientEmail: 'sam@example.com',
  yourName: 'Alex',
  message: 'Happy birthday!',
};

test.describe('e-gift card', () => {
  test('buys a gift card, edits its recipient, is refused a second one and removes it', async ({
    page,
  }) => {
    const gift = new GiftCardPages(page);
    const { cart } = gift;
    await gift.goto();
    await expect(gift.form).toBeVisible();
    // In place of quantity and Add to Cart (spec 001 §2, §6).
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen: every required field is named, focus goes to the amount.
    await gift.submit.click();
    await expect(gift.form).toContainText('Please select an amount.');
    await expect(gift.amount('$50.00')).toBeFocused();
    // A custom amount out of range and emails that differ; what was typed stays.
    await gift.fill({
      ...CARD,
      amount: 'Custom Amount',
      custom: '1200',
      confirmEmail: 'sam@example.org',
    });
    await gift.submit.click();
    await expect(gift.form).toContainText('Please enter a valid amount from 50-1000.');
    await expect(gift.form).toContainText('Email addresses must match.');
    await expect(gift.field('Recipient Name')).toHaveValue('Sam Ember');
    await expect(gift.field(/^Custom amount/)).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await gift.fill(CARD);
    await gift.submit.click();
    await expect(cart.toast('1 item(s) added to cart')).toBeVisible();
    await expect(cart.miniCart).toBeVisible();
    await expect(cart.miniCart.getByRole('heading', { name: 'Your Cart (1 item)' })).toBeVisible();
    const line = gift.line(cart.miniCart);
    await expect(line).toContainText('Solo Outdoor e-Gift Card');
    await expect(line).toContainText('$100.00');
    await expect(line).toContainText('To: Sam Ember');
    await expect(line).toContainText('sam@example.com');
    await expect(line.getByRole('img')).toBeVisible();
    // Gift cards only: no shipping information; the subtotal leaves the card out.
    await expect(cart.miniCart.getByTestId('free-shipping')).toHaveCount(0);
    await expect(cart.orderSummary).not.toContainText('Shipping');
    await expect(cart.orderSummary).toContainText(/Subtotal\s*\$0\.00/);
    await expect(cart.orderSummary).toContainText(/Estimated Total \(USD\)\s*\$100\.00/);
    await expectNoSeriousA11yViolations(page);

    // Edit: an invalid email blocks the save silently; a valid one saves.
    await gift.editButton(line).click();
    const name = line.getByLabel('Recipient Name');
    const email = line.getByLabel('Recipient Email');
    await expect(name).toBeFocused();
    await name.fill('Robin Alder');
    await email.fill('robin@example');
    await line.getByRole('button', { name: 'Save' }).click();
    await expect(line).toContainText('Please enter correct Recipient Email');
    await expect(cart.toast(/Gift Card/)).toHaveCount(0);
    await email.fill('robin@example.com');
    await line.getByRole('button', { name: 'Save' }).click();
    await expect(cart.toast('Gift Card information updated successfully!')).toBeVisible();
    await expect(line).toContainText('To: Robin Alder');
    await expect(line).toContainText('robin@example.com');
    await expect(gift.editButton(line)).toBeFocused();
    // Close leaves the card as it was.
    await gift.editButton(line).click();
    await line.getByLabel('Recipient Name').fill('Nobody');
    await line.getByRole('button', { name: 'Close' }).click();
    await expect(line).toContainText('To: Robin Alder');

    // One gift card per order (spec 001 §8).
    await cart.miniCart.getByRole('button', { name: 'Close' }).click();
    await gift.fill({ ...CARD, amount: '$50.00' });
    await gift.submit.click();
    await expect(cart.toast('You can only add one gift card per order.')).toBeVisible();
    await cart.expectCount(1);

    // Removed through the confirmation overlay.
    await cart.gotoCart();
    // The cart page's line (the mini cart may still be closing over it).
    const pageLine = gift.line(page.getByRole('main'));
    await expect(pageLine).toContainText('To: Robin Alder');
    await expectNoSeriousA11yViolations(page);
    await gift.removeButton(pageLine).click();
    await expect(cart.confirmation(pageLine)).toBeVisible();
    await cart.confirmation(pageLine).getByRole('button', { name: 'Remove' }).click();
    await expect(cart.toast('Item removed from cart')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  });

  test('arriving from a listing, the form loads on the way and keeps what was typed', async ({
    page,
  }) => {
    const gift = new GiftCardPages(page);
    // Quick shop has no Add to Cart for it, only the way to its page.
    await page.goto('/plp/gift-cards?quick-shop=open&quick-shop-product-id=e-gift-card');
    await gift.cart.hydrated();
    const quickShop = new ProductPage(page).quickShop;
    await expect(quickShop.getByRole('link', { name: 'View Full Details' })).toBeVisible();
    await expect(quickShop.getByTestId('add-to-cart')).toHaveCount(0);
    await page.goto('/plp/gift-cards');
    await gift.cart.hydrated();
    await page.getByRole('link', { name: 'View Full Details' }).first().click();
    await expect(page).toHaveURL(/\/p\/e-gift-card$/);
    await gift.field('Recipient Name').fill('Sam Ember');
    // A change elsewhere on the page leaves the form as it is.
    await page.getByText('Specifications', { exact: true }).click();
    await expect(page.getByTestId('specifications')).toBeVisible();
    await expect(gift.field('Recipient Name')).toHaveValue('Sam Ember');
    await gift.submit.click();
    await expect(gift.form).toContainText('Please select an amount.');
  });

  test('typing on while the card is being added keeps every key; the rest starts again', async ({
    page,
  }) => {
    const gift = new GiftCardPages(page);
    await gift.goto();
    await gift.fill({ ...CARD, message: 'Happy birthday!' });
    // The add's answer is held until the shopper has done typing (issue 14).
    const release = await holdAnswers(
      page,
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/basket'),
    );
    await gift.submit.click();
    await retypeInto(gift.field(/^Gift Message/), 'See you at the lake!');
    await typeInto(gift.field(/^Custom amount/), '75');
    await retypeInto(gift.field('Your Name'), 'Alex Rivers');
    await gift.amount('Custom Amount').check();
    await release();
    await expect(gift.cart.toast('1 item(s) added to cart')).toBeVisible();
    // The card as it was sent.
    const line = gift.line(gift.cart.miniCart);
    await expect(line).toContainText('$100.00');
    await expect(line).toContainText('To: Sam Ember');
    await gift.cart.miniCart.getByRole('button', { name: 'Close' }).click();
    await expect(gift.cart.miniCart).toBeHidden();
    // Typed during the request: exactly as typed.
    await expect(gift.field(/^Gift Message/)).toHaveValue('See you at the lake!');
    await expect(gift.field(/^Custom amount/)).toHaveValue('75');
    await expect(gift.field('Your Name')).toHaveValue('Alex Rivers');
    await expect(gift.amount('Custom Amount')).toBeChecked();
    // Not touched since Add to Cart: empty again for the next card.
    await expect(gift.amount('$100.00')).not.toBeChecked();
    await expect(gift.field('Recipient Name')).toHaveValue('');
    await expect(gift.field('Recipient Email')).toHaveValue('');
    await expect(gift.field('Confirm Recipient Email')).toHaveValue('');
  });

  test('works without JavaScript: errors keep what was typed, a valid card lands in the cart @remote', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const gift = new GiftCardPages(page);
    await page.goto('/p/e-gift-card');
    await gift.fill({ ...CARD, amount: 'Custom Amount', custom: '20' });
    await gift.submit.click();
    await expect(gift.form).toContainText('Please enter a valid amount from 50-1000.');
    await expect(gift.field('Recipient Email')).toHaveValue('sam@example.com');
    await expect(gift.field(/^Custom amount/)).toHaveValue('20');
    await gift.field(/^Custom amount/).fill('75');
    await gift.submit.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(gift.line()).toContainText('$75.00');
    await expect(gift.line()).toContainText('To: Sam Ember');
    // A second one is refused with the spec's message, the form kept.
    await page.goto('/p/e-gift-card');
    await gift.fill(CARD);
    await gift.submit.click();
    await expect(gift.form.getByRole('alert')).toHaveText(
      'You can only add one gift card per order.',
    );
    await expect(gift.field('Your Name')).toHaveValue('Alex');
    await context.close();
  });
});
