import { expect, test, type Locator, type Page } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { AccountPages, newShopper } from './pages/account.ts';
import { CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { AUSTIN_BUYER, BERLIN_BUYER, ExpressPages, SYDNEY_BUYER } from './pages/express.ts';
import { ProductPage } from './pages/product.ts';
import { SignInPages } from './pages/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { buyOut, SOLD_OUT_BY_ONE_JOURNEY } from './support/stock.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * Express wallet journeys (spec 002 §2, §4, §5, §8): each wallet through the sandbox sheet from
 * the cart page or the mini cart, express checkout from the product page, and the places where
 * no button may show. Each test has its own guest and basket.
 */
const STONE = 'Cordierite Pizza Stone';

async function addStone(page: Page, prefix = '', id = 'pizza-stone', name = STONE) {
  const pdp = new ProductPage(page);
  await pdp.goto(`${prefix}/p/${id}`);
  await pdp.hydrated();
  await pdp.add();
  const cart = new CartPages(page);
  await expect(cart.line(name, cart.miniCart)).toBeVisible();
  return cart;
}

async function payFromCart(page: Page, wallet: string, axe = false) {
  const cart = await addStone(page);
  await cart.gotoCart();
  const express = new ExpressPages(page);
  await expect(express.bar('cart')).toBeVisible({ timeout: 15_000 });
  if (axe) await expectNoSeriousA11yViolations(page);
  await express.choose('cart', wallet);
  return { cart, express };
}

/** An iPhone's browser: the mobile wallet's (docs/decisions.md "Mobile wallet browser support"). */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A guest reaches the payment step and pays through a wallet tab's sheet (spec 002 §2, §4). */
async function payFromCheckoutTab(
  page: Page,
  tab: 'Stored Card Scheme' | 'PayPal' | 'Mobile Wallet',
) {
  const checkout = new CheckoutPage(page);
  const express = new ExpressPages(page);
  await checkout.addToBasket('natural-fire-starters');
  await checkout.goto();
  await checkout.fillContact('wallet.tab@example.com');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  const payment = checkout.section('payment');
  // The mobile-wallet tab only in a phone's browser.
  await expect(payment.getByRole('tab', { name: 'Mobile Wallet' })).toHaveCount(
    tab === 'Mobile Wallet' ? 1 : 0,
  );
  const tabButton = payment.getByRole('tab', { name: tab, exact: true });
  await tabButton.click();
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  const walletButton = payment.getByRole('button', { name: `Pay with ${tab}` });
  await expect(walletButton).toBeVisible();
  // A guest gets no save-account block (spec 002 §4).
  await expect(payment.getByRole('checkbox', { name: /Save this/ })).toHaveCount(0);
  // Spec 002 §4: a new account shows the wallet's button and hides continue (Place Order);
  // the card tab shows it again.
  await expect(checkout.placeOrder).toHaveCount(0);
  await checkout.cardTab.click();
  await expect(checkout.placeOrder).toBeVisible();
  await tabButton.click();
  await expect(checkout.placeOrder).toHaveCount(0);
  await walletButton.click();
  await expect(express.sheet).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await express.approve();
  await checkout.expectConfirmation();
}

test.describe('express wallets', () => {
  test('PayPal from the cart page: the sheet approves, the order is placed', async ({ page }) => {
    const { cart, express } = await payFromCart(page, 'PayPal', true);
    await expect(express.sheet).toContainText(/Amount to approve: \$\d+\.\d\d/);
    // A guest's sheet carries nobody's data: the guest types the buyer.
    await express.expectEmpty();
    await expectNoSeriousA11yViolations(page);
    // Approving empty marks the required fields and focuses the first.
    await express.approve();
    await expect(express.field('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(express.field('Email')).toBeFocused();
    await expect(express.field('Email')).toHaveAccessibleDescription('This field is required.');
    await expectNoSeriousA11yViolations(page);
    await express.fillBuyer({ ...AUSTIN_BUYER, email: 'paypal.buyer@example.com' });
    await express.approve();
    await express.expectConfirmation('PayPal');
    await expect(cart.count).toHaveCount(0);
  });

  test('Pay Later and Amazon Pay from the mini cart', async ({ page }) => {
    const cart = await addStone(page);
    const express = new ExpressPages(page);
    await expect(express.bar('minicart')).toBeVisible({ timeout: 15_000 });
    // The 40px area shows the first button; the toggle unfolds the others.
    await expect(express.toggle('minicart')).toHaveText('Show More Payments Options');
    await express.choose('minicart', 'Pay Later');
    await expect(express.sheet.getByRole('heading', { name: 'PayPal (sandbox)' })).toBeVisible();
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation();

    await addStone(page);
    await express.choose('minicart', 'Amazon Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation();
    await expect(cart.count).toHaveCount(0);
  });

  test('Apple Pay: a declined test card is a 7 s toast and the basket stays', async ({ page }) => {
    const { cart, express } = await payFromCart(page, 'Apple Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.field('Test card number (optional)').fill('4000 0000 0000 0002');
    await express.approve();
    await expect(express.toast('The card was declined.')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/cart$/);
    await cart.expectCount(1);
    // The same basket is then paid with the default test card.
    await express.choose('cart', 'Apple Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation();
  });

  test('Google Pay: an address outside the site country is refused in the sheet', async ({
    page,
  }) => {
    const { express } = await payFromCart(page, 'Google Pay');
    await express.fillBuyer({
      ...AUSTIN_BUYER,
      countryCode: 'CA',
      state: 'ON',
      city: 'Toronto',
      postalCode: 'M5H 3T4',
    });
    await express.approve();
    await expect(express.sheet.getByRole('alert')).toHaveText('Selected address is not supported');
    // Nothing typed is lost; a US address then goes through.
    await expect(express.field('City')).toHaveValue('Toronto');
    await express.field('Phone').fill('');
    await express.approve();
    await expect(express.sheet.getByText('This field is required.')).toBeVisible();
    await express.field('Phone').fill('(512) 555-0100');
    await express.field('Country code').fill('US');
    await express.field('State or province').fill('TX');
    await express.field('City').fill('Austin');
    await express.field('Postal code').fill('78701');
    await express.approve();
    await express.expectConfirmation();
  });

  test('Google Pay: the buyer picks a shipping option in the sheet; the order ships with it', async ({
    page,
  }) => {
    const { express } = await payFromCart(page, 'Google Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.updateShipping();
    // The first option is the default; each shows its cost and estimated arrival.
    await expect(express.shippingOption('Standard')).toBeChecked();
    await expect(express.shippingOptions).toContainText('Estimated arrival: ');
    await expect(express.totals).toContainText('Tax');
    const total = (await express.totals.textContent()) ?? '';
    const amount = (await express.amount.textContent()) ?? '';
    await expectNoSeriousA11yViolations(page);
    // By keyboard: the arrow key moves the choice to the next option, Express.
    await express.shippingOption('Standard').focus();
    await page.keyboard.press('ArrowDown');
    await expect(express.shippingOption('Express')).toBeChecked({ timeout: 15_000 });
    await expect(express.totals).not.toHaveText(total, { timeout: 15_000 });
    await expect(express.amount).not.toHaveText(amount);
    await expectNoSeriousA11yViolations(page);
    await express.approve();
    await express.expectConfirmation('Google Pay');
    await expect(page.getByTestId('order-details')).toContainText('Express');
  });

  test('Amazon Pay: the open sheet shows the estimated order amount as the basket changes', async ({
    page,
  }) => {
    // Spec 002 §4: the button shows the estimated amount, read again on a cart update.
    const cart = await addStone(page);
    await cart.gotoCart();
    const express = new ExpressPages(page);
    await expect(express.bar('cart')).toBeVisible({ timeout: 15_000 });
    await express.toggle('cart').click();
    const button = express.button('cart', 'Amazon Pay');
    const onButton = button.getByTestId('amazon-amount');
    await expect(onButton).toHaveText(/^Estimated total \$\d+\.\d\d$/, { timeout: 15_000 });
    await expect(button).toHaveAccessibleDescription(/^Estimated total \$/);
    const shown = (await onButton.textContent()) ?? '';
    await cart.increase(cart.line(STONE)).click();
    await expect(onButton).not.toHaveText(shown, { timeout: 15_000 });
    await express.choose('cart', 'Amazon Pay');
    await expect(express.amount).toBeVisible();
    const before = (await express.amount.textContent()) ?? '';
    // Another tab adds a product while the sheet is open: the polled amount follows.
    await new CheckoutPage(page).addToBasket('natural-fire-starters');
    await expect(express.amount).not.toHaveText(before, { timeout: 15_000 });
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation();
  });

  test('product page: the product is added first, removed on cancel, bought on approval', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const express = new ExpressPages(page);
    const cart = new CartPages(page);
    await pdp.goto('/p/pizza-stone');
    await pdp.hydrated();
    await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await express.choose('pdp', 'PayPal');
    await cart.expectCount(1);
    // Escape cancels: the product leaves the basket again and the buttons come back.
    await page.keyboard.press('Escape');
    await expect(express.sheet).toBeHidden();
    await expect(cart.count).toHaveCount(0);
    await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
    await express.choose('pdp', 'Apple Pay');
    await express.fillBuyer(AUSTIN_BUYER);
    await express.approve();
    await express.expectConfirmation();
  });

  test('hidden for an empty basket and on a product page with a basket', async ({ page }) => {
    const express = new ExpressPages(page);
    const cart = new CartPages(page);
    await cart.gotoCart();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(express.bar('cart')).toHaveCount(0);

    await addStone(page);
    await expect(express.bar('minicart')).toBeVisible({ timeout: 15_000 });
    // The basket is no longer empty: the product page shows no express buttons, though the
    // configuration offers some.
    const configRead = express.configRead();
    await page.goto('/p/pizza-stone');
    await new ProductPage(page).hydrated();
    await cart.expectCount(1);
    expect(await configRead()).not.toEqual([]);
    await expect(express.bar('pdp')).toHaveCount(0);
  });

  // Spec 002 §2: the EU and Australian sites offer PayPal, Apple Pay and Google Pay on the product
  // page and mini cart, shipping to their own countries (docs/decisions/express-payments.md), and
  // none of them, nor Pay Later messaging, on their cart page.
  for (const [prefix, productId, name] of [
    ['/eu', 'fire-pit-tool-kit', 'Fire Pit Tool Kit'],
    ['/au', 'pizza-stone', STONE],
  ] as const) {
    test(`${prefix}: PayPal, Apple Pay, Google Pay in the mini cart; none on the cart page`, async ({
      page,
    }) => {
      const express = new ExpressPages(page);
      const cart = await addStone(page, prefix, productId, name);
      await expect(express.bar('minicart')).toBeVisible({ timeout: 15_000 });
      await express.toggle('minicart').click();
      await expect(express.bar('minicart').locator('button[data-button]')).toHaveText([
        'PayPal',
        'Apple Pay',
        'Google Pay',
      ]);
      await expect(express.bar('minicart')).not.toContainText('Pay Later');
      const configRead = express.configRead();
      await cart.gotoCart(prefix);
      await expect(cart.line(name)).toBeVisible();
      expect(await configRead()).toEqual(['PayPal', 'ApplePay', 'GooglePay']);
      await expect(express.bar('cart')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText('Pay Later');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('EU: PayPal from the product page, paid in euros and shipped to Germany @mobile', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    const express = new ExpressPages(page);
    await pdp.goto('/eu/p/fire-pit-tool-kit');
    await pdp.hydrated();
    await expect(express.bar('pdp')).toBeVisible({ timeout: 15_000 });
    await expect(express.bar('pdp').locator('button[data-button]').first()).toHaveText('PayPal');
    await expectNoSeriousA11yViolations(page);
    await express.choose('pdp', 'PayPal');
    await expect(express.amount).toContainText('€');
    await express.expectEmpty();
    // Germany has no states: the state stays empty.
    await express.fillBuyer(BERLIN_BUYER);
    await express.updateShipping();
    await expect(express.totals).toContainText('€');
    await expectNoSeriousA11yViolations(page);
    await express.approve();
    await express.expectConfirmation('PayPal');
    await expect(page).toHaveURL(/^[^?]*\/eu\/checkout\/confirmation\//);
    const details = page.getByTestId('order-details');
    await expect(details).toContainText('Berlin');
    await expect(details).toContainText('10117');
    await expect(details).toContainText('€');
    await expect(details).not.toContainText('$');
  });

  test('AU: Google Pay from the mini cart in Australian dollars, shipping options in the sheet', async ({
    page,
  }) => {
    const express = new ExpressPages(page);
    const cart = await addStone(page, '/au');
    await expect(express.bar('minicart')).toBeVisible({ timeout: 15_000 });
    await express.choose('minicart', 'Google Pay');
    await expect(express.amount).toContainText('$');
    // An address the Australian site does not ship to is refused in the sheet.
    await express.fillBuyer({
      ...SYDNEY_BUYER,
      countryCode: 'US',
      state: 'TX',
      postalCode: '78701',
    });
    await express.sheet.getByRole('button', { name: 'Update shipping' }).click();
    await expect(express.sheet.getByRole('alert')).toHaveText('Selected address is not supported');
    await express.fillBuyer(SYDNEY_BUYER);
    await express.updateShipping();
    await expect(express.shippingOption('Standard')).toBeChecked();
    await expect(express.totals).toContainText('Total');
    await expectNoSeriousA11yViolations(page);
    await express.approve();
    await express.expectConfirmation('Google Pay');
    const details = page.getByTestId('order-details');
    await expect(details).toContainText('Sydney');
    await expect(details).toContainText('NSW');
    await expect(cart.count).toHaveCount(0);
  });

  test("AU: a signed-in shopper's Google Pay sheet opens with their saved address and its shipping options", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const shopper = newShopper('express-au');
    await new SignInPages(page).register(shopper, '/au');
    await expect(page).toHaveURL(/\/au\/account$/);
    const account = new AccountPages(page);
    await page.goto('/au/account/addresses');
    await account.hydrated();
    await account.main.getByRole('link', { name: 'Add Address' }).click();
    await account.fillAddress({
      addressId: 'Home',
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      address1: SYDNEY_BUYER.line1,
      city: SYDNEY_BUYER.city,
      countryCode: 'AU',
      stateCode: 'NSW',
      postalCode: SYDNEY_BUYER.postalCode,
      phone: SYDNEY_BUYER.phone,
    });
    await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
    await expect(account.status).toHaveText('The address has been saved.');

    const express = new ExpressPages(page);
    await addStone(page, '/au');
    await express.choose('minicart', 'Google Pay');
    await expect(express.field('Email')).toHaveValue(shopper.email);
    await expect(express.field('City')).toHaveValue('Sydney');
    await expect(express.field('State or province')).toHaveValue('NSW');
    // Spec 002 §4 Google Pay "Initialize": the options come without "Update shipping".
    await expect(express.shippingOption('Standard')).toBeChecked({ timeout: 15_000 });
    await expect(express.totals).toContainText('Total');
    await expectNoSeriousA11yViolations(page);
    await express.approve();
    await express.expectConfirmation('Google Pay');
    await expect(page.getByTestId('order-details')).toContainText('Sydney');
  });

  test("a signed-in shopper's sheet starts from their own name and email", async ({ page }) => {
    const shopper = newShopper('express-own');
    await new AccountPages(page).register(shopper);
    await addStone(page);
    const express = new ExpressPages(page);
    await express.choose('minicart', 'PayPal');
    await expect(express.field('Email')).toHaveValue(shopper.email);
    await expect(express.field('First name')).toHaveValue(shopper.firstName);
    await expect(express.field('Last name')).toHaveValue(shopper.lastName);
    // No saved address yet: the address is theirs to type.
    await expect(express.field('City')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await express.cancel();
  });

  for (const tab of ['Stored Card Scheme', 'PayPal'] as const) {
    test(`checkout ${tab} tab: the sheet approves and the order is placed`, async ({ page }) => {
      await payFromCheckoutTab(page, tab);
    });
  }

  for (const [tab, buyerEmail, storedName] of [
    ['PayPal', 'saved.paypal@example.com', 'saved.paypal@example.com'],
    ['Stored Card Scheme', 'saved.src@example.com', 'Visa ************1111'],
  ] as const) {
    test(`registered: saves the ${tab} account in a first checkout, pays with it in a second`, async ({
      page,
    }) => {
      test.setTimeout(150_000);
      await new AccountPages(page).register(newShopper('wallet-tab'));
      const checkout = new CheckoutPage(page);
      const express = new ExpressPages(page);
      const payment = checkout.section('payment');
      const toTab = async () => {
        await checkout.addToBasket('natural-fire-starters');
        await checkout.goto();
        await checkout.fillAddress(SEATTLE);
        await checkout.submitShipping();
        await checkout.continueToPayment();
        await payment.getByRole('tab', { name: tab, exact: true }).click();
      };
      await toTab();
      // New account: the save block (vault mode, intent capture), checked.
      const save = payment.getByRole('checkbox', {
        name: 'Save this account for future purchases',
      });
      await expect(save).toBeChecked();
      await payment.getByRole('button', { name: `Pay with ${tab}` }).click();
      await express.field('Email').fill(buyerEmail);
      await express.approve();
      await checkout.expectConfirmation();

      // Stored account: chosen, no wallet button, Place Order pays with it; a stored PayPal
      // account shows the billing address it was approved with (spec 002 §4).
      await toTab();
      await expect(payment.getByRole('radio', { name: storedName })).toBeChecked();
      await expect(payment.getByRole('button', { name: `Pay with ${tab}` })).toHaveCount(0);
      await expect(payment.getByTestId('wallet-account-billing')).toContainText(
        /^Billing address: .+, .+, .+/,
      );
      await checkout.placeOrder.click();
      await checkout.expectConfirmation();
    });
  }

  test('a cart error disables the express buttons of the mini cart and the cart page', async ({
    page,
    request,
  }) => {
    const checkout = new CheckoutPage(page);
    const cart = new CartPages(page);
    const express = new ExpressPages(page);
    // The campfire stove, a product of this journey alone (support/stock.ts): another shopper
    // buys what is left of it.
    await checkout.addToBasket('pizza-stone');
    await checkout.addToBasket(SOLD_OUT_BY_ONE_JOURNEY.campfireStove);
    await buyOut(request, SOLD_OUT_BY_ONE_JOURNEY.campfireStove);
    const expectDisabled = async (place: 'minicart' | 'cart', where: Locator) => {
      await expect(where.getByRole('button', { name: 'Checkout' })).toBeDisabled();
      const bar = express.bar(place);
      await expect(bar).toBeVisible({ timeout: 15_000 });
      const first = bar.locator('button[data-button]').first();
      await expect(first).toHaveAttribute('aria-disabled', 'true');
      await expect(first).toHaveAccessibleDescription(
        'Resolve the issues in your cart to use express checkout.',
      );
      // Pressed as a keyboard user would: no sheet opens. Focus loads the flow's code first, so
      // a press that started the flow would have mounted it by the next frames.
      await first.focus();
      await expect.poll(() => express.flowCodeLoaded()).toBe(true);
      await page.keyboard.press('Enter');
      await express.settled();
      await expect(express.sheet).toHaveCount(0);
      await expect(page.getByTestId('express-processing')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    };
    await page.goto('/');
    await cart.hydrated();
    await cart.cartButton.click();
    await expect(cart.miniCart).toBeVisible();
    await expectDisabled('minicart', cart.miniCart);
    await cart.miniCart.getByRole('button', { name: 'Close' }).click();

    await cart.gotoCart();
    const dialog = page.getByRole('alertdialog', { name: 'Items Unavailable' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectDisabled('cart', page.getByRole('main'));
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: IPHONE });
    test('checkout Mobile Wallet tab: the sheet approves and the order is placed', async ({
      page,
    }) => {
      await payFromCheckoutTab(page, 'Mobile Wallet');
    });

    test('checkout Mobile Wallet tab: an invalid billing form opens no sheet and is marked', async ({
      page,
    }) => {
      const checkout = new CheckoutPage(page);
      const express = new ExpressPages(page);
      await checkout.addToBasket('natural-fire-starters');
      await checkout.goto();
      await checkout.fillContact('wallet.billing@example.com');
      await checkout.fillAddress(SEATTLE);
      await checkout.submitShipping();
      await checkout.continueToPayment();
      const payment = checkout.section('payment');
      await payment.getByRole('checkbox', { name: 'Same as shipping address' }).uncheck();
      const firstName = checkout.field('payment', 'First Name');
      const phone = checkout.field('payment', 'Phone (optional)');
      await firstName.fill('');
      await phone.fill('');
      await phone.pressSequentially('206555');
      await payment.getByRole('tab', { name: 'Mobile Wallet' }).click();
      const walletButton = payment.getByRole('button', { name: 'Pay with Mobile Wallet' });
      await walletButton.click();
      // Spec 002 §5: the browser's validity fails, so no sheet; the fields say what is wrong.
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toBeFocused();
      await expect.poll(() => checkout.fieldError(firstName)).toBe('This field is required.');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect
        .poll(() => checkout.fieldError(phone))
        .toBe('Please enter a phone number of 10 digits: (xxx) xxx-xxxx.');
      await expect(express.sheet).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await firstName.fill('Robin');
      await phone.pressSequentially('0134');
      await walletButton.click();
      await expect(express.sheet).toBeVisible({ timeout: 15_000 });
      await express.approve();
      await checkout.expectConfirmation();
    });
  });

  for (const path of ['/p/pizza-stone', '/cart']) {
    test(`${path} stays within the JavaScript budget with the express buttons`, async ({
      page,
    }) => {
      const scripts = await measurePageScripts(page, path);
      const total = totalBytes(scripts);
      test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
      console.log(`${path}: ${(total / 1024).toFixed(1)} KB`);
      expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
        PAGE_JS_BUDGET_BYTES,
      );
    });
  }
});
