import { expect, test } from '@playwright/test';
import { BERLIN, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { KlarnaPages } from './pages/klarna.ts';
import { ProductPage } from './pages/product.ts';
import { newShopper } from './pages/account.ts';
import { SignInPages, uniqueEmail } from './pages/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * Klarna on the EU site (issue 22, spec 002 §2 display name Klarna): the product page offers
 * three interest-free payments; the shopper checks out with Klarna in 3 through the sandbox
 * sheet, by keyboard; the confirmation and the account's order page show Klarna, its plan and
 * the euro payments. The US site offers no Klarna.
 */
const EU = '/eu';
/** A euro amount as en-IE writes it: "€116.34". */
const EURO = /€\d{1,3}(,\d{3})*\.\d\d/;

test.describe.configure({ timeout: 120_000 });

test('Klarna in 3 on the EU site: offer, keyboard checkout, confirmation and order page in euros', async ({
  page,
}) => {
  const klarna = new KlarnaPages(page);
  const shopper = newShopper('klarna');
  await new SignInPages(page).register(shopper, EU);
  await expect(page).toHaveURL(/\/eu\/account$/);
  const pdp = new ProductPage(page);
  await pdp.goto(`${EU}/p/bonfire-fire-pit`);
  await pdp.hydrated();
  // 349 € in three: the remainder on the first payment.
  await expect(klarna.offer).toHaveText(
    'Or 3 interest-free payments of €116.34 with Klarna. Learn more about Klarna',
  );
  await expect(klarna.offer.getByRole('link', { name: 'Learn more about Klarna' })).toHaveAttribute(
    'href',
    `${EU}/klarna-faq`,
  );
  await expectNoSeriousA11yViolations(page);
  await pdp.add();

  const checkout = new CheckoutPage(page);
  await checkout.goto(EU);
  await expect(page.getByTestId('signed-in-email')).toHaveText(`Signed in as ${shopper.email}`);
  await checkout.fillAddress(BERLIN);
  await checkout.submitShipping();
  await checkout.continueToPayment();

  // By keyboard: from the card tab to Klarna (the last tab), its plans, then its button.
  await checkout.cardTab.focus();
  await page.keyboard.press('End');
  await expect(klarna.tab).toHaveAttribute('aria-selected', 'true');
  await expect(klarna.tab).toBeFocused();
  await expect(klarna.plan('Pay in 3 interest-free payments')).toBeChecked();
  await expect(klarna.schedule).toHaveCount(3);
  await expect(klarna.schedule.first()).toHaveText(new RegExp(`^${EURO.source} today$`));
  await expect(klarna.schedule.nth(1)).toHaveText(
    new RegExp(`^${EURO.source} on \\d{1,2} \\w{3} \\d{4}$`),
  );
  await page.keyboard.press('Tab');
  await expect(klarna.plan('Pay in 3 interest-free payments')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(klarna.plan('Pay in 30 days')).toBeChecked();
  await expect(klarna.schedule).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(klarna.plan('Pay in 3 interest-free payments')).toBeChecked();
  await expect(klarna.schedule).toHaveCount(3);
  const shown = await klarna.schedule.allTextContents();
  await expectNoSeriousA11yViolations(page);
  // Place Order waits behind the wallet's own button (spec 002 §4, as every wallet tab).
  await expect(checkout.placeOrder).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(klarna.button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(klarna.sheet).toBeVisible({ timeout: 15_000 });
  await expect(klarna.sheet).toContainText(/Amount to approve: €\d+\.\d\d/);
  await expectNoSeriousA11yViolations(page);
  await klarna.sheet.getByRole('button', { name: 'Approve' }).click();

  await checkout.expectConfirmation();
  const orderNo = /(\d{8})$/.exec(page.url())![1]!;
  const payment = page.getByTestId('order-payment');
  await expect(payment).toHaveText('Klarna');
  await expect(klarna.orderPlan).toContainText('Pay in 3 interest-free payments');
  const recorded = klarna.orderPlan.getByRole('listitem');
  await expect(recorded).toHaveCount(3);
  // The same payments as the tab showed, the first now with its date.
  const amounts = (texts: string[]) => texts.map((t) => EURO.exec(t)?.[0]);
  expect(amounts(await recorded.allTextContents())).toEqual(amounts(shown));
  await expectNoSeriousA11yViolations(page);

  // The account's order page shows the same.
  await page.goto(`${EU}/account/orders/${orderNo}`);
  await expect(page.getByTestId('order-payment')).toHaveText('Klarna');
  await expect(klarna.orderPlan).toContainText('Pay in 3 interest-free payments');
  expect(amounts(await klarna.orderPlan.getByRole('listitem').allTextContents())).toEqual(
    amounts(shown),
  );
  await expectNoSeriousA11yViolations(page);
});

test('the US site has no Klarna: no offer on the product page, no Klarna tab', async ({ page }) => {
  const klarna = new KlarnaPages(page);
  const pdp = new ProductPage(page);
  await pdp.goto('/p/bonfire-fire-pit');
  await pdp.hydrated();
  await expect(pdp.price).toBeVisible();
  await expect(klarna.offer).toHaveCount(0);

  const checkout = new CheckoutPage(page);
  await checkout.addToBasket('natural-fire-starters');
  await checkout.goto();
  await checkout.fillContact(uniqueEmail('no-klarna'));
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await expect(checkout.cardTab).toBeVisible();
  await expect(klarna.payment.getByRole('tab', { name: 'PayPal', exact: true })).toBeVisible();
  await expect(klarna.tab).toHaveCount(0);
});

test('the EU cart page shows no Klarna messaging (spec 002 §2: no Pay Later messaging there)', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket('bonfire-fire-pit-black', EU);
  await page.goto(`${EU}/cart`);
  await checkout.hydrated();
  await expect(page.getByText('Bonfire Backyard Fire Pit').first()).toBeVisible();
  await expect(page.getByTestId('klarna-offer')).toHaveCount(0);
});

test('the EU checkout page stays within the JavaScript budget before a wallet opens', async ({
  page,
}) => {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket('bonfire-fire-pit-black', EU);
  const scripts = await measurePageScripts(page, `${EU}/checkout`);
  const total = totalBytes(scripts);
  test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
  console.log(`EU checkout page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
});

test('the EU product page with the Klarna offer stays within the JavaScript budget', async ({
  page,
}) => {
  const scripts = await measurePageScripts(page, `${EU}/p/bonfire-fire-pit`);
  const total = totalBytes(scripts);
  test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
  console.log(`EU product page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`);
  await expect(page.getByTestId('klarna-offer')).toBeVisible();
  expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
});
