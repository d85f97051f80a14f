import { expect, test } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { AccountPaymentsPage } from './pages/account-payments.ts';
import { APPROVED, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { ProductPage } from './pages/product.ts';
import { AccountSubscriptionsPage, SubscriptionOffer } from './pages/subscriptions.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Subscriptions that reorder (issue 21; spec 001 §2, §4, §7, §9): the product page's offer,
 * checkout with a saved card, and the account's Subscriptions page. Each test has its own browser
 * context, so its own shopper and basket.
 */
const PELLETS = '/us/p/hardwood-pellets';

test.describe.configure({ timeout: 180_000 });

test('a registered shopper subscribes, checks out with the card saved, then skips, changes the frequency and cancels', async ({
  page,
}) => {
  const account = new AccountPages(page);
  await account.register(newShopper('subs'));

  const product = new ProductPage(page);
  const offer = new SubscriptionOffer(page);
  await product.goto(PELLETS);
  await product.hydrated();
  await expect(offer.oneTime).toBeChecked();
  await expect(offer.frequency).toBeDisabled();
  await offer.subscribe.check();
  await expect(offer.frequency).toHaveValue('1_3');
  await offer.frequency.selectOption('2_3');
  expect(await offer.ogState()).toEqual({
    optedin: [{ id: 'hardwood-pellets', frequency: '2_3' }],
  });
  // A signed-in shopper is not asked to sign in.
  await expect(offer.guestNotice).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await product.add();

  await page.goto('/us/cart');
  const line = page.getByTestId('line-subscription');
  await expect(line).toHaveText('Every 2 months');

  const checkout = new CheckoutPage(page);
  await checkout.goto('/us');
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await checkout.fillCard(APPROVED);
  // Saving the card is required: its later orders are paid with it.
  await expect(page.getByTestId('subscription-save-card')).toBeVisible();
  await checkout.placeOrder.click();
  await checkout.expectConfirmation();

  const subscriptions = new AccountSubscriptionsPage(page);
  await subscriptions.goto('/us');
  await expect(subscriptions.heading).toHaveText('Subscriptions');
  const card = subscriptions.subscription('Hardwood Pellets');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card).toContainText('Visa ************1111');
  await expect(card.getByLabel('Frequency')).toHaveValue('2_3');
  await expect(subscriptions.upcoming).toContainText('Hardwood Pellets');
  await expectNoSeriousA11yViolations(page);

  const before = await card.getByTestId('next-order-date').textContent();
  await subscriptions.press(card.getByTestId('skip'), 'The next order is skipped.');
  await expect(card.getByTestId('next-order-date')).not.toHaveText(before ?? '');

  await card.getByLabel('Frequency').selectOption('3_3');
  await subscriptions.press(card.getByTestId('save-frequency'), 'The frequency is saved.');
  await expect(card.getByLabel('Frequency')).toHaveValue('3_3');

  // The card the subscription pays with stays saved while it does (spec 002 §4).
  const payments = new AccountPaymentsPage(page);
  await payments.goto();
  const saved = payments.instrument('Visa ************1111');
  await expect(saved.getByTestId('pays-subscription')).toContainText(
    'Pays for a subscription, so it cannot be removed.',
  );
  await payments.press(saved.getByRole('button', { name: /^Remove/ }));
  await expect(payments.alert).toHaveText('This payment method cannot be removed.');
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(subscriptions.heading).toHaveText('Subscriptions');

  await card.getByTestId('cancel').focus();
  await page.keyboard.press('Enter');
  const confirmation = page.getByTestId('cancel-confirmation');
  await expect(confirmation).toContainText('Cancel your subscription to Hardwood Pellets?');
  await expect(confirmation).toBeFocused();
  await subscriptions.press(
    confirmation.getByRole('button', { name: 'Yes, cancel it' }),
    'The subscription is canceled.',
  );
  await expect(card).toHaveAttribute('data-status', 'canceled');
  await expect(card.getByTestId('skip')).toHaveCount(0);

  // Canceled, the subscription keeps the card no more: it may be removed.
  await payments.goto();
  await expect(saved.getByTestId('pays-subscription')).toHaveCount(0);
  await payments.press(saved.getByRole('button', { name: /^Remove/ }));
  await payments.press(payments.removeDialog.getByRole('button', { name: 'Remove' }));
  await expect(payments.status).toHaveText('The payment method was removed.');
});

test('a guest who opts in sees the notice, and checkout asks them to sign in', async ({ page }) => {
  const product = new ProductPage(page);
  const offer = new SubscriptionOffer(page);
  await product.goto(PELLETS);
  await product.hydrated();
  await offer.subscribe.check();
  await expect(offer.guestNotice).toContainText('Subscriptions need an account');
  await expect(offer.guestNotice.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/us/login',
  );
  await expect(offer.guestNotice.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/us/registration',
  );
  await product.add();

  const checkout = new CheckoutPage(page);
  await checkout.goto('/us');
  const notice = page.getByTestId('subscription-sign-in');
  await expect(notice).toContainText('Your cart holds a subscription');
  await expect(notice.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    /\/login\?returnUrl=/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the demo cardholder’s subscription: the address select starts at the saved address it ships to', async ({
  page,
}) => {
  const account = new AccountPages(page);
  const subscriptions = new AccountSubscriptionsPage(page);
  await page.goto('/us/account/subscriptions');
  await account.signIn('casey.park@example.com', 'Kindling#2024');
  await expect(page).toHaveURL(/\/us\/account\/subscriptions$/);
  await account.hydrated();
  const card = subscriptions.subscription('Hardwood Pellets');
  await expect(card.getByLabel('Ship to').locator('option:checked')).toHaveText(
    /^Casey Park, 42 Cedar Street, Boulder/,
  );
  await expect(card).toContainText('American Express ************0005');
});
