import { expect, test, type Locator, type Page } from '@playwright/test';
import { APPROVED, BERLIN, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { buyGiftCard, giftCardOf, giftEmails } from './support/gift-cards.ts';

/**
 * Paying with a gift card at checkout: the code and PIN a recipient received by email pay part
 * of an order, a card or wallet the rest; both show on the confirmation, and the card's balance
 * goes down. A wrong PIN and a card of another site's currency are refused next to the field.
 */
const STARTERS = 'natural-fire-starters';
const NOT_FOUND =
  'We could not find a gift card with this code and PIN. Please check both and try again.';

/** The dollar amount in a text ("Remaining to pay: $1,027.94" → 1027.94). */
type GiftCard = ReturnType<typeof giftCardOf>;

const dollars = (text: string | null) =>
  Number(/\$([\d,]+\.\d{2})/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

async function toPayment(checkout: CheckoutPage, email: string, quantity = 6) {
  await checkout.addToBasket(STARTERS, '', quantity);
  await checkout.goto();
  await checkout.fillContact(email);
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
}

const giftCardForm = (page: Page) => {
  const section = page.getByTestId('gift-cards');
  return {
    section,
    code: section.getByLabel('Gift Card Code'),
    pin: section.getByLabel('PIN', { exact: true }),
    apply: section.getByRole('button', { name: 'Apply' }),
  };
};

async function applyCard(form: ReturnType<typeof giftCardForm>, code: string, pin: string) {
  await form.code.fill(code);
  await form.pin.fill(pin);
  await form.apply.click();
}

const cardNumber = (checkout: CheckoutPage): Locator =>
  checkout.section('payment').getByLabel('Card Number');

test.describe('gift cards at checkout', () => {
  test('a received gift card pays part of an order, the card the rest; refusals are named', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const usRecipient = `gift.us.${stamp}@example.com`;
    const euRecipient = `gift.eu.${stamp}@example.com`;
    // A $50 card bought on the US site, and a €50 one on the EU site (its own shopper).
    await buyGiftCard(page, {
      amount: '50',
      recipient: usRecipient,
      buyer: `buyer.us.${stamp}@example.com`,
      billing: SEATTLE,
    });
    const euContext = await browser.newContext({ baseURL });
    await buyGiftCard(await euContext.newPage(), {
      prefix: '/eu',
      amount: '50',
      recipient: euRecipient,
      buyer: `buyer.eu.${stamp}@example.com`,
      billing: BERLIN,
    });
    await euContext.close();
    // A $200 card that covers a whole order later on.
    const bigRecipient = `gift.big.${stamp}@example.com`;
    await buyGiftCard(page, {
      amount: '200',
      recipient: bigRecipient,
      buyer: `buyer.big.${stamp}@example.com`,
      billing: SEATTLE,
    });
    const mails = await giftEmails(page.request, [usRecipient, euRecipient, bigRecipient]);
    const [us, eu, big] = mails.map(giftCardOf) as [GiftCard, GiftCard, GiftCard];
    const lastFour = us.code.slice(-4);

    const checkout = new CheckoutPage(page);
    await toPayment(checkout, `shopper.${stamp}@example.com`);
    const form = giftCardForm(page);
    // The card typed first stays through every gift card answer (a fetcher, no navigation).
    await checkout.fillCard(APPROVED);

    const wrongPin = String((Number(us.pin) + 1) % 1_000_000).padStart(6, '0');
    await applyCard(form, us.code.toLowerCase(), wrongPin);
    await expect.poll(() => checkout.fieldError(form.code)).toBe(NOT_FOUND);
    await expect(form.code).toBeFocused();
    await expect(form.code).toHaveValue(us.code.toLowerCase());
    await expect(form.pin).toHaveValue('');

    await applyCard(form, eu.code, eu.pin);
    await expect
      .poll(() => checkout.fieldError(form.code))
      .toBe('This gift card is in EUR and cannot pay for an order in USD.');
    await expect(form.pin).toHaveValue('');

    // By keyboard: the code, Tab to the PIN, Enter applies.
    await form.code.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(us.code);
    await page.keyboard.press('Tab');
    await expect(form.pin).toBeFocused();
    await page.keyboard.type(us.pin);
    await page.keyboard.press('Enter');
    const applied = form.section.getByTestId('applied-gift-card');
    await expect(applied).toHaveText(new RegExp(`Gift card ••••${lastFour}: −\\$50\\.00`));
    await expect(form.code).toHaveValue('');
    await expect(form.code).not.toHaveAttribute('aria-invalid', 'true');
    await expect(cardNumber(checkout)).toHaveValue('4111 1111 1111 1111');
    const total = dollars(
      await checkout.summary.locator('div', { hasText: 'Estimated Total' }).last().textContent(),
    );
    expect(total).toBeGreaterThan(50);
    const due = Math.round((total - 50) * 100) / 100;
    await expect(form.section.getByTestId('gift-card-amount-due')).toHaveText(
      `Remaining to pay: $${due.toFixed(2)}`,
    );
    await expect(page.getByTestId('gift-card-summary')).toContainText(
      `Gift card ••••${lastFour}−$50.00`,
    );
    await expectNoSeriousA11yViolations(page);

    // The card stays applied through the checkout's loads, and the page keeps its budget.
    const weights = await measurePageScripts(page, '/checkout');
    expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
    await checkout.hydrated();
    await expect(giftCardForm(page).section.getByTestId('applied-gift-card')).toHaveCount(1);

    await checkout.fillCard(APPROVED);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText(`Gift card ••••${lastFour}−$50.00`);
    await expect(summary).toContainText(`Charged to Visa ************1111$${due.toFixed(2)}`);

    // A card that covers the whole order: the tabs give way to a note, no card is asked for.
    // Removed, the tabs are back and focus goes to the code field.
    await toPayment(checkout, `shopper.big.${stamp}@example.com`, 1);
    const bigForm = giftCardForm(page);
    await applyCard(bigForm, big.code, big.pin);
    await expect(page.getByTestId('gift-cards-cover')).toBeVisible();
    await bigForm.section
      .getByRole('button', { name: `Remove gift card ending in ${big.code.slice(-4)}` })
      .click();
    await expect(bigForm.section.getByTestId('applied-gift-card')).toHaveCount(0);
    await expect(checkout.cardTab).toBeVisible();
    await expect(bigForm.code).toBeFocused();
    await applyCard(bigForm, big.code, big.pin);
    await expect(giftCardForm(page).section.getByTestId('gift-card-amount-due')).toHaveText(
      'Remaining to pay: $0.00',
    );
    await expect(page.getByTestId('gift-cards-cover')).toHaveText(
      'Your gift cards cover the whole order, so no other payment is needed.',
    );
    await expect(checkout.cardTab).toHaveCount(0);
    await checkout.placeOrder.click();
    await checkout.expectConfirmation();
    await expect(page.getByTestId('order-summary')).toContainText(
      `Gift card ••••${big.code.slice(-4)}`,
    );
    await expect(page.getByTestId('order-summary')).not.toContainText('Charged to');

    await page.goto('/gift-card-balance');
    await page.getByLabel('Gift card code').fill(us.code);
    await page.getByLabel('PIN').fill(us.pin);
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(page.getByText('Your gift card balance is $0.00.')).toBeVisible();
  });
});

test.describe('gift cards at checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gift card form posts on its own, names the fault and keeps the code, never the PIN @remote', async ({
    page,
  }) => {
    const checkout = new CheckoutPage(page);
    await checkout.addToBasket(STARTERS);
    await page.goto('/checkout');
    await checkout.email.fill('nojs.gift@example.com');
    await checkout.section('contact').getByRole('button', { name: 'Continue as Guest' }).click();
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    await checkout.continueToPayment();
    const form = giftCardForm(page);
    await applyCard(form, 'ABCD-EFGH-JKMN-PQRS', '12');
    await expect.poll(() => checkout.fieldError(form.pin)).toBe('Please enter the 6-digit PIN.');
    await expect(form.code).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    await expect(form.pin).toHaveValue('');

    await applyCard(form, 'ABCD-EFGH-JKMN-PQRS', '123456');
    await expect.poll(() => checkout.fieldError(form.code)).toBe(NOT_FOUND);
    await expect(form.code).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    await expect(form.pin).toHaveValue('');
    await expect(page.getByTestId('applied-gift-card')).toHaveCount(0);
  });
});
