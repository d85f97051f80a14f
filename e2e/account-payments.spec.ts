import { expect, test } from '@playwright/test';
import { newShopper } from './pages/account.ts';
import { AccountPaymentsPage } from './pages/account-payments.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/**
 * Spec 002 §2–§5: the account's Credit Cards page. The demo cardholder (README "Demo data") is
 * changed only by this journey.
 */
const CASEY = { email: 'casey.park@example.com', password: 'Kindling#2024' };
const VISA = 'Visa ************1111';
const MASTERCARD = 'Mastercard ************4444';
const AMEX = 'American Express ************0005';

test('saved cards: make one the default, remove one, a kept card is refused, by keyboard', async ({
  page,
}) => {
  const payments = new AccountPaymentsPage(page);
  await page.goto('/account/payments');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fpayments$/);
  await payments.account.signIn(CASEY.email, CASEY.password);
  await expect(page).toHaveURL(/\/account\/payments$/);
  await expect(payments.account.heading).toHaveText('Credit Cards');
  await expect(payments.account.nav.getByRole('link', { name: 'Credit Cards' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Spec 002 §3: type, 12 asterisks and the last four digits, expiry, owner; Default badge.
  await expect(payments.cards.getByRole('heading')).toHaveText([
    `${VISA}Default`,
    MASTERCARD,
    AMEX,
  ]);
  await expect(payments.instrument(VISA)).toContainText('Expires 12/2030');
  await expect(payments.instrument(VISA)).toContainText('Casey Park');
  await expect(payments.defaultBadge(payments.instrument(VISA))).toBeVisible();
  await expect(payments.paypalAccounts).toHaveText([/PayPal.*casey\.park@example\.com/]);
  await expectNoSeriousA11yViolations(page);

  // Make default, by keyboard.
  await payments.press(
    payments.instrument(MASTERCARD).getByRole('button', { name: `Make ${MASTERCARD} the default` }),
  );
  await expect(payments.status).toHaveText('Your default payment method was changed.');
  await payments.expectDefault(MASTERCARD);
  await expect(payments.defaultBadge(payments.instrument(VISA))).toHaveCount(0);

  // Spec 002 §5: the store keeps the American Express card while a subscription pays with it.
  await payments.account.hydrated();
  const paying = payments.instrument(AMEX).getByTestId('pays-subscription');
  await expect(paying).toContainText('Pays for a subscription, so it cannot be removed.');
  await expect(paying.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
    'href',
    /\/account\/subscriptions$/,
  );
  const keep = payments.instrument(AMEX).getByRole('button', { name: `Remove ${AMEX}` });
  await payments.press(keep);
  await expect(payments.alert).toHaveText('This payment method cannot be removed.');
  await expect(payments.removeDialog).toHaveCount(0);
  await expect(payments.cards).toHaveCount(3);

  // Remove: the confirmation dialog asks first; Cancel keeps the card and returns focus.
  const remove = payments.instrument(VISA).getByRole('button', { name: `Remove ${VISA}` });
  await payments.press(remove);
  await expect(payments.removeDialog).toContainText(
    `${VISA} will no longer be offered at checkout.`,
  );
  await page.keyboard.press('Escape');
  await expect(payments.removeDialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await payments.press(remove);
  await page.keyboard.press('Tab');
  await expect(payments.removeDialog.getByRole('button', { name: 'Remove' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(payments.status).toHaveText('The payment method was removed.');
  await expect(payments.cards.getByRole('heading')).toHaveText([`${MASTERCARD}Default`, AMEX]);

  // A PayPal account added through the wallet's sheet (vault flow), then both removed.
  await payments.account.hydrated();
  const addPaypal = payments.main.getByRole('button', { name: 'Add PayPal account' });
  await payments.press(addPaypal);
  // Escape once the sheet is open (its code and context load on the press): it closes it.
  await expect(payments.walletSheet('PayPal')).toBeVisible();
  await payments.page.keyboard.press('Escape');
  await expect(payments.walletSheet('PayPal')).toHaveCount(0);
  await expect(addPaypal).toBeFocused();
  await payments.press(addPaypal);
  await expectNoSeriousA11yViolations(page);
  await payments.approveSheet('PayPal', 'casey.camping@example.com');
  await expect(payments.status).toHaveText('Your PayPal account was added.');
  await expect(payments.paypalAccounts).toHaveText([
    /casey\.park@example\.com/,
    /casey\.camping@example\.com/,
  ]);
  for (const email of ['casey.camping@example.com', 'casey.park@example.com']) {
    await payments.account.hydrated();
    await payments.press(payments.main.getByRole('button', { name: `Remove PayPal (${email})` }));
    await expect(payments.removeDialog).toContainText(`PayPal (${email})`);
    await payments.removeDialog.getByRole('button', { name: 'Remove' }).click();
    await expect(payments.status).toHaveText('The payment method was removed.');
  }
  await expect(payments.main.getByText('You have no saved PayPal account.')).toBeVisible();

  // Spec 002 §2: on the account page a browser without mobile-wallet support is an error.
  await payments.press(payments.main.getByRole('button', { name: 'Add mobile wallet account' }));
  await expect(payments.alert).toHaveText('This browser does not support the mobile wallet.');
  await expect(payments.walletSheet('Mobile Wallet')).toHaveCount(0);

  await page.reload();
  await expect(payments.cards).toHaveCount(2);
  await expect(payments.paypalAccounts).toHaveCount(0);
  await payments.expectDefault(MASTERCARD);

  const scripts = await measurePageScripts(page, '/account/payments');
  const total = totalBytes(scripts);
  test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
  expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('a mobile-wallet account is added through its sheet and removed @remote', async ({
    page,
  }) => {
    const payments = new AccountPaymentsPage(page);
    // A shopper of its own: the demo cardholder belongs to the journey above.
    await payments.account.register(newShopper('mobile-wallet'));
    await payments.goto();
    await expect(payments.main.getByText('You have no saved cards.')).toBeVisible();
    await expect(payments.main.getByText('You have no saved mobile wallet account.')).toBeVisible();
    await payments.press(payments.main.getByRole('button', { name: 'Add mobile wallet account' }));
    await payments.approveSheet('Mobile Wallet', 'wallet.owner@example.com');
    await expect(payments.status).toHaveText('Your mobile wallet account was added.');
    const account = payments.mobileWalletAccounts;
    await expect(account).toHaveText([/Mobile wallet.*Default.*wallet\.owner@example\.com/]);
    await payments.account.hydrated();
    await payments.press(
      account.getByRole('button', { name: 'Remove Mobile wallet (wallet.owner@example.com)' }),
    );
    await payments.press(payments.removeDialog.getByRole('button', { name: 'Remove' }));
    await expect(payments.status).toHaveText('The payment method was removed.');
    await expect(payments.mobileWalletAccounts).toHaveCount(0);
  });
});
