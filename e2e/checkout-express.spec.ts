import { expect, test, type Locator, type Page } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { CheckoutExpressPage } from './pages/checkout-express.ts';
import { SEATTLE } from './pages/checkout.ts';
import { BERLIN_BUYER } from './pages/express.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * The checkout's express section and the wallets of its billing step (spec 002 §1, §2, §4, §5;
 * issue 22): every wallet the site allows is reachable at checkout, Apple Pay checks the billing
 * phone before its sheet opens, and the section pays directly like the cart's buttons. Each test
 * has its own guest and basket.
 */
const STARTERS = 'natural-fire-starters';

test.describe.configure({ timeout: 120_000 });

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard only), failing after 40. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('checkout express', () => {
  test('US Apple Pay at checkout: no billing phone is refused and marked, then with one the order is placed', async ({
    page,
  }) => {
    const p = new CheckoutExpressPage(page);
    await p.guestToPayment(STARTERS, 'apple.phone@example.com', SEATTLE);
    // Spec 002 §1: the US site's wallets are all reachable at the billing step.
    for (const name of [
      'Credit Card',
      'PayPal',
      'Stored Card Scheme',
      'Apple Pay',
      'Amazon Pay',
      'Google Pay',
      'Pay Later',
    ])
      await expect(p.tab(name)).toBeVisible();
    await p.ownBillingAddress();
    await p.billingPhone.fill('');
    await p.openTab('Apple Pay');
    await p.walletButton('Apple Pay').click();
    // Spec 002 §5: the field is marked, says why and takes focus; no sheet opens.
    await expect(p.billingPhone).toHaveAttribute('aria-invalid', 'true');
    await expect(p.billingPhone).toBeFocused();
    await expect
      .poll(() => p.checkout.fieldError(p.billingPhone))
      .toBe('Please enter your phone number to pay with Apple Pay.');
    await expect(p.express.sheet).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await p.picture('apple-pay-phone-marked', test.info());
    // A number short of (xxx) xxx-xxxx is refused as well.
    await p.billingPhone.pressSequentially('206555');
    await expect(p.billingPhone).toHaveValue('(206) 555');
    await p.walletButton('Apple Pay').click();
    await expect
      .poll(() => p.checkout.fieldError(p.billingPhone))
      .toBe('Please enter a phone number of 10 digits: (xxx) xxx-xxxx.');
    await expect(p.billingPhone).toBeFocused();
    await expect(p.express.sheet).toHaveCount(0);
    // With the whole number the sheet opens and its approval places the order.
    await p.billingPhone.pressSequentially('0134');
    await expect(p.billingPhone).toHaveValue('(206) 555-0134');
    await p.walletButton('Apple Pay').click();
    await expect(p.express.sheet).toBeVisible({ timeout: 15_000 });
    await expect(
      p.express.sheet.getByRole('heading', { name: 'Apple Pay (sandbox)' }),
    ).toBeVisible();
    await p.express.approve();
    await p.express.expectConfirmation('Apple Pay');
    await p.picture('apple-pay-confirmation', test.info());
    await expect(p.checkout.toast(/./)).toHaveCount(0);
  });

  test('EU: the express section pays with PayPal, in euros on the confirmation', async ({
    page,
  }) => {
    const p = new CheckoutExpressPage(page);
    await p.checkout.addToBasket(STARTERS, '/eu');
    await p.checkout.goto('/eu');
    // Spec 002 §2: the EU site's order; the cart page's hiding does not reach the checkout.
    await expect(p.section).toBeVisible();
    expect(await p.buttonIds()).toEqual(['PayPal', 'ApplePay', 'GooglePay']);
    await p.picture('eu-checkout', test.info());
    await expectNoSeriousA11yViolations(page);
    await p.express.choose('checkout', 'PayPal');
    await expect(p.express.amount).toContainText('€');
    await p.express.fillBuyer(BERLIN_BUYER);
    await p.express.updateShipping();
    await expect(p.express.totals).toContainText('€');
    await p.express.approve();
    await p.express.expectConfirmation('PayPal');
    await p.picture('eu-confirmation', test.info());
    await expect(page).toHaveURL(/^[^?]*\/eu\/checkout\/confirmation\//);
    const details = page.getByTestId('order-details');
    await expect(details).toContainText('Berlin');
    await expect(details).toContainText('€');
    await expect(details).not.toContainText('$');
    await expect(p.checkout.toast(/./)).toHaveCount(0);
  });

  test('keyboard and screen reader: the section is in the first paint, in the US order, and opens a sheet', async ({
    page,
  }) => {
    const p = new CheckoutExpressPage(page);
    await p.checkout.addToBasket(STARTERS);
    // The server renders the section: the page does not jump when the browser reads the buttons.
    const html = await (await page.request.get('/checkout')).text();
    expect(html).toContain('data-testid="express-checkout"');
    await p.checkout.goto();
    await expect(p.section).toBeVisible();
    const before = await p.section.boundingBox();
    expect(await p.buttonIds()).toEqual([
      'ApplePay',
      'AmazonPay',
      'GooglePay',
      'PayPal',
      'PayLater',
    ]);
    await expect(p.section).toContainText('Pay over time with PayPal Pay Later.');
    await expectNoSeriousA11yViolations(page);
    // The first button follows "Back to cart"; the toggle unfolds the rest.
    const backToCart = page.getByRole('link', { name: 'Back to cart' });
    await backToCart.focus();
    await page.keyboard.press('Tab');
    await expect(p.express.button('checkout', 'Apple Pay')).toBeFocused();
    const toggle = p.express.toggle('checkout');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Show Less Payments Options');
    await p.picture('us-checkout-expanded', test.info());
    const googlePay = p.express.button('checkout', 'Google Pay');
    await tabTo(page, googlePay, true);
    await page.keyboard.press('Enter');
    await expect(p.express.sheet).toBeVisible({ timeout: 15_000 });
    await expect(
      p.express.sheet.getByRole('heading', { name: 'Google Pay (sandbox)' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await p.picture('us-checkout-sheet', test.info());
    // Escape closes the sheet; closing is silently ignored (spec 002 §8): no toast, same page.
    await page.keyboard.press('Escape');
    await expect(p.express.sheet).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(p.checkout.toast(/./)).toHaveCount(0);
    // Folding the buttons again keeps the page below where it was.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await p.section.boundingBox())?.y).toBe(before?.y);
  });

  test("registered: a stored-card-scheme account shows the scheme's description of its card", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await new AccountPages(page).register(newShopper('src-description'));
    const p = new CheckoutExpressPage(page);
    const toTab = async () => {
      await p.checkout.addToBasket(STARTERS);
      await p.checkout.goto();
      await p.checkout.fillAddress(SEATTLE);
      await p.checkout.submitShipping();
      await p.checkout.continueToPayment();
      const tab = p.tab('Stored Card Scheme');
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    };
    await toTab();
    await p.walletButton('Stored Card Scheme').click();
    await expect(p.express.sheet).toBeVisible({ timeout: 15_000 });
    await p.express.field('Email').fill('src.description@example.com');
    await p.express.approve();
    await p.checkout.expectConfirmation();
    // Spec 002 §3: the saved account carries the scheme's description, shown with its card.
    await toTab();
    const stored = p.payment.getByRole('radio', {
      name: 'Visa ************1111 Visa ending in 1111',
    });
    await expect(stored).toBeChecked();
    await expect(p.payment.getByTestId('wallet-account-description')).toHaveText(
      'Visa ending in 1111',
    );
    await p.picture('src-description', test.info());
  });

  test('the checkout page with its express section loads at most 150 KB of gzipped JavaScript', async ({
    page,
  }) => {
    const p = new CheckoutExpressPage(page);
    await p.checkout.addToBasket(STARTERS);
    const scripts = await measurePageScripts(page, '/checkout');
    expect(scripts.length).toBeGreaterThan(0);
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    console.log(
      `checkout page JavaScript with the express section: ${(total / 1024).toFixed(1)} KB`,
    );
    await expect(p.section).toBeVisible();
    expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    );
  });
});
