import { expect, test, type Page } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { OrderPages } from './pages/orders.ts';
import { uniqueEmail } from './pages/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { buyAsAnotherShopper, placeOrderAs } from './support/orders-api.ts';

/**
 * Order journeys (spec 000 §2; spec 001 §3, §9; spec 002 §3, §9): the confirmation of an order
 * placed in the browser's own session, a guest's account from it, a customer's order history and
 * order page, and Track an Order. Orders are placed through the store's APIs, as a checkout does.
 */
const GLOVES = { productId: 'fire-gloves-l', quantity: 1 };
const CUTTER = { productId: 'pizza-rocker-cutter', quantity: 1 };

/** Axe, then the page's JavaScript loaded afresh against the budget (the figure is annotated). */
async function checkPage(page: Page, path: string) {
  await expectNoSeriousA11yViolations(page);
  const scripts = await measurePageScripts(page, path);
  const total = totalBytes(scripts);
  test.info().annotations.push({
    type: `js-gzip-kb ${path.replace(/\d{6,}/, '{orderNo}')}`,
    description: (total / 1024).toFixed(1),
  });
  expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
}

/** A guest order placed in the browser's own session (its access token cookie). */
async function browserGuestOrder(page: Page, email: string) {
  const orders = new OrderPages(page);
  await page.goto('/');
  await orders.hydrated();
  const token = await orders.browserToken();
  return placeOrderAs(page.request, token, [GLOVES, CUTTER], email);
}

test('a guest sees the confirmation of their order; the purchase event goes once', async ({
  page,
  browser,
}) => {
  const orders = new OrderPages(page);
  const email = uniqueEmail('confirm');
  const { orderNo } = await browserGuestOrder(page, email);
  // Analytics consented to, and the gloves' tracking fields kept when they were added (spec 002
  // §9 cartProduct_): the purchase event's line carries them.
  await page
    .context()
    .addCookies([{ name: 'consent', value: 'analytics%3D1%26marketing%3D0', url: page.url() }]);
  const keptGloves = {
    id: 'fire-gloves-l',
    name: 'Leather Fire Gloves',
    brand: 'Solo Stove',
    price: 34.99,
    currency: 'USD',
    masterId: 'fire-gloves',
    primaryCategoryId: 'stands-tools',
    imageGroups: [{ viewType: 'large', images: ['/images/gloves.jpg'] }],
    variationValues: { size: 'l' },
  };
  await page.evaluate(
    (tracking) =>
      localStorage.setItem('cartProduct_fire-gloves-l', JSON.stringify({ tracking, at: 1 })),
    keptGloves,
  );
  await orders.gotoConfirmation(orderNo);
  await expect(orders.heading).toHaveText(
    `Thank you for your order! Your order number is ${orderNo}.`,
  );
  await expect(orders.line('Leather Fire Gloves')).toContainText('Size: L');
  await expect(orders.line('Leather Fire Gloves')).toContainText('Quantity: 1');
  await expect(orders.line('Leather Fire Gloves').getByRole('img')).toBeVisible();
  await expect(orders.line('Pizza Rocker Cutter')).toContainText('$29.99');
  await expect(orders.summary).toContainText('Estimated Sales Tax');
  await expect(orders.summary).toContainText('Order Total');
  await expect(orders.details).toContainText('Visa ************1111');
  await expect(orders.details).toContainText('Standard');
  await expect(orders.details).toContainText('400 Pine Street');
  await expect(orders.status).toHaveText('Ordered');
  await expect(orders.status).toHaveAttribute('data-status', 'ordered');

  // Spec 002 §3: the purchase event, once per order.
  await expect.poll(() => orders.dataLayerEvents('purchase')).toHaveLength(1);
  const [event] = await orders.dataLayerEvents('purchase');
  expect(event).toMatchObject({
    orderNo,
    currency: 'USD',
    email,
    emailSubscribed: false,
    shippingAddress: expect.objectContaining({ address1: '400 Pine Street', city: 'Seattle' }),
  });
  expect(event!.products).toEqual([
    // The order's own name, unit price, currency and quantity; the rest kept from the add.
    { ...keptGloves, price: expect.any(Number), quantity: 1 },
    {
      id: 'pizza-rocker-cutter',
      name: 'Pizza Rocker Cutter',
      price: 29.99,
      currency: 'USD',
      quantity: 1,
    },
  ]);
  // The order is tracked: the kept fields have served.
  expect(await page.evaluate(() => localStorage.getItem('cartProduct_fire-gloves-l'))).toBeNull();
  expect(event!.orderTotal).toEqual(expect.any(Number));
  expect(event!.taxTotal).toBeGreaterThan(0);
  expect(event!.shippingTotal).toEqual(expect.any(Number));
  await page.reload();
  await orders.hydrated();
  await expect(orders.heading).toContainText(orderNo);
  expect(await orders.dataLayerEvents('purchase')).toEqual([]);

  await checkPage(page, `/checkout/confirmation/${orderNo}`);

  // Another shopper (a fresh browser session) gets the page-not-found page.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(`/checkout/confirmation/${orderNo}`))?.status()).toBe(404);
  await stranger.close();
});

test('a guest creates an account from the confirmation; a taken email says so', async ({
  page,
  browser,
}) => {
  const orders = new OrderPages(page);
  const email = uniqueEmail('guest-account');
  const { orderNo } = await browserGuestOrder(page, email);
  await orders.gotoConfirmation(orderNo);
  const form = orders.createAccount;
  await expect(form).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form).toContainText('Password must contain an uppercase letter.');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await form.getByLabel('Password', { exact: true }).fill('Trailhead#2026');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const account = new AccountPages(page);
  await expect(account.nav).toBeVisible();
  await expect(account.main).toContainText(email);

  // A guest whose order email already has an account gets the registration's message.
  const context = await browser.newContext();
  const guestPage = await context.newPage();
  const guest = new OrderPages(guestPage);
  const again = await browserGuestOrder(guestPage, email);
  await guest.gotoConfirmation(again.orderNo);
  await guest.createAccount.getByLabel('Password', { exact: true }).fill('Trailhead#2026');
  await guest.createAccount.getByRole('button', { name: 'Create Account' }).click();
  await expect(guest.createAccount.getByRole('alert')).toHaveText(
    'An account with this email address already exists. Sign in or reset your password.',
  );
  await expect(guestPage).toHaveURL(new RegExp(`/checkout/confirmation/${again.orderNo}$`));
  await context.close();
});

test("a customer's order history: empty, pages of 5, date ranges, the order page", async ({
  page,
}) => {
  const account = new AccountPages(page);
  const orders = new OrderPages(page);
  const shopper = newShopper('history');
  await account.register(shopper);
  await orders.gotoHistory();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(account.nav.getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('You have no orders in this period.')).toBeVisible();
  await expect(orders.rangeSelect).toHaveValue('last30Days');

  const token = await orders.browserToken();
  const placed: string[] = [];
  for (let i = 0; i < 6; i++)
    placed.push((await placeOrderAs(page.request, token, [CUTTER], shopper.email)).orderNo);

  await orders.gotoHistory();
  // Newest first, five a page.
  await expect(orders.historyCards).toHaveCount(5);
  await expect(orders.historyCards.first()).toContainText(`Order ${placed[5]}`);
  await expect(orders.historyCards.first()).toContainText('1 item');
  await expect(orders.historyCards.first()).toContainText('Pizza Rocker Cutter');
  await expect(orders.pagination).toContainText('Page 1 of 2');
  await orders.pagination.getByRole('link', { name: 'Next' }).click();
  await expect(orders.historyCards).toHaveCount(1);
  await expect(orders.historyCards.first()).toContainText(`Order ${placed[0]}`);
  await expect(orders.pagination).toContainText('Page 2 of 2');

  // Spec 001 §9 ranges, kept in the URL and the select.
  await expect(orders.rangeSelect.locator('option')).toHaveText([
    'Last thirty days',
    'Last six months',
    'Last twelve months',
    'All last two years',
  ]);
  await orders.rangeSelect.selectOption('last12Months');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=last12Months/);
  await expect(orders.rangeSelect).toHaveValue('last12Months');
  await expect(orders.historyCards).toHaveCount(5);
  await checkPage(page, '/account/orders?range=last2Years');

  // The order page, with its status colour and label.
  await orders.gotoHistory();
  await orders.historyCards
    .first()
    .getByRole('link', { name: `Order ${placed[5]}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${placed[5]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed[5]}`);
  await expect(orders.status).toHaveText('Ordered');
  await expect(orders.status).toHaveAttribute('data-status', 'ordered');
  const colours = await orders.status.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color };
  });
  expect(colours.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(colours.background).not.toBe(colours.color);
  await expect(orders.details).toContainText('Visa ************1111');
  await expect(account.nav.getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkPage(page, `/account/orders/${placed[5]}`);
  // A customer's own confirmation offers no account; someone else's order is not found here.
  await orders.gotoConfirmation(placed[5]!);
  await expect(orders.heading).toContainText(placed[5]!);
  await expect(orders.createAccount).toHaveCount(0);
  const other = await buyAsAnotherShopper(page.request, [CUTTER]);
  expect((await page.goto(`/account/orders/${other.orderNo}`))?.status()).toBe(404);
});

test('tracks a guest order by number and email; a wrong email is one "not found" @remote', async ({
  page,
  request,
}) => {
  const orders = new OrderPages(page);
  const email = uniqueEmail('track');
  const { orderNo } = await buyAsAnotherShopper(request, [GLOVES], email);
  await orders.gotoTrack();
  await expect(orders.heading).toHaveText('Track an Order');
  await orders.trackForm.getByRole('button', { name: 'Track Order' }).click();
  await expect(orders.trackForm).toContainText('Please enter your order number.');
  await expect(orders.trackForm).toContainText('Please enter your email address.');
  await expect(orders.trackForm.getByLabel('Order Number')).toBeFocused();

  await orders.track(orderNo, 'someone.else@example.com');
  const notFound =
    'We could not find an order with this order number and email address. Please check both and try again.';
  await expect(orders.trackForm.getByRole('alert')).toHaveText(notFound);
  await expect(orders.trackForm.getByLabel('Order Number')).toHaveValue(orderNo);
  await expect(orders.trackForm.getByLabel('Email')).toHaveValue('someone.else@example.com');
  await expect(orders.details).toHaveCount(0);
  // A wrong number says exactly the same.
  await orders.track('99999999', email);
  await expect(orders.trackForm.getByRole('alert')).toHaveText(notFound);

  await orders.track(orderNo, email.toUpperCase());
  await expect(orders.details).toBeVisible();
  await expect(orders.line('Leather Fire Gloves')).toContainText('Size: L');
  await expect(orders.status).toHaveText('Ordered');
  await expect(orders.details).toContainText('Visa ************1111');
  await expectNoSeriousA11yViolations(page);
  await checkPage(page, '/track-order');
});

test('Track an Order is not offered on the EU and Australian sites', async ({ page }) => {
  const orders = new OrderPages(page);
  expect((await orders.gotoTrack('/eu'))?.status()).toBe(404);
  expect((await orders.gotoTrack('/au'))?.status()).toBe(404);
  expect((await orders.gotoTrack('/ca'))?.status()).toBe(200);
  await page.goto('/eu');
  await orders.hydrated();
  await expect(page.locator('a[href$="/track-order"]')).toHaveCount(0);
});

test('Track an Order works without scripts and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const orders = new OrderPages(page);
  const email = uniqueEmail('noscript-track');
  const { orderNo } = await buyAsAnotherShopper(page.request, [CUTTER], email);
  await page.goto('/track-order');
  await orders.track(orderNo, 'nobody@example.com');
  await expect(orders.trackForm.getByRole('alert')).toBeVisible();
  await expect(orders.trackForm.getByLabel('Order Number')).toHaveValue(orderNo);
  await orders.track(orderNo, email);
  await expect(orders.line('Pizza Rocker Cutter')).toBeVisible();
  await context.close();
});
