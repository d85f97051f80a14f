import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { OrderPages } from './pages/orders.ts';
import { uniqueEmail } from './pages/sign-in.ts';
import { arrivedMail } from './support/mail-sink.ts';
import { buyAsAnotherShopper } from './support/orders-api.ts';

/**
 * Order emails (issue 20): the confirmation of a placed order arrives by SMTP, once, with the
 * order's lines and a link that opens Track an Order filled in; the order-status page of the
 * EU and Australian sites refuses a link it did not sign.
 */
const GLOVES = { productId: 'fire-gloves-l', quantity: 1 };

test('a guest’s order confirmation arrives by SMTP and its link tracks the order', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirmation-mail');
  const { orderNo } = await buyAsAnotherShopper(request, [GLOVES], email);
  const subject = `Your Solo Outdoor order ${orderNo} is confirmed`;
  const mail = await arrivedMail(request, (m) => m.subject === subject);
  expect(mail.to).toEqual([email.toLowerCase()]);
  expect(mail.text).toContain('Thank you for your order');
  expect(mail.text).toContain('Leather Fire Gloves');
  expect(mail.text).toContain('Order total: $');
  const link = /Track your order: (\S+)/.exec(mail.text)?.[1];
  expect(link).toContain(`/track-order?orderNo=${orderNo}`);

  const orders = new OrderPages(page);
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(orders.trackForm.getByLabel('Order Number')).toHaveValue(orderNo);
  await expect(orders.trackForm.getByLabel('Email')).toHaveValue(email);
  await orders.trackForm.getByRole('button', { name: 'Track Order' }).click();
  await expect(orders.details).toBeVisible();
  await expect(orders.status).toHaveText('Ordered');
});

test('the order-status page refuses a link the store did not sign', async ({ page }) => {
  const forged = `12345678.${Math.floor(Date.now() / 1000) + 86_400}.${'A'.repeat(43)}`;
  const res = await page.goto(`/eu/order-status?token=${forged}`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Status');
  await expect(page.getByRole('alert')).toContainText('This order status link is not valid.');
  expect((await page.goto('/au/order-status?token=nonsense'))?.status()).toBe(400);
  expect((await page.goto('/au/order-status'))?.status()).toBe(400);
});

/** A link as the store signs it (services/commerce/src/modules/orders/order-links.ts). */
const signedLink = (orderNo: string, orderToken: string, expires: number) =>
  `${orderNo}.${expires}.${createHmac('sha256', orderToken).update(`order-status\n${orderNo}\n${expires}`).digest('base64url')}`;

test('a signed order-status link shows the order’s status until it expires', async ({
  page,
  request,
}) => {
  const { orderNo, orderToken } = await buyAsAnotherShopper(
    request,
    [GLOVES],
    uniqueEmail('status'),
  );
  const inADay = Math.floor(Date.now() / 1000) + 86_400;
  const path = `/us/order-status?token=${signedLink(orderNo, orderToken, inADay)}`;
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNo}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(totalBytes(await measurePageScripts(page, path))).toBeLessThanOrEqual(
    PAGE_JS_BUDGET_BYTES,
  );
  await expect(page.getByTestId('order-status')).toHaveText('Ordered');
  await expect(page.getByText('Leather Fire Gloves')).toBeVisible();
  await expect(page.getByText('400 Pine Street')).toHaveCount(0);

  const yesterday = Math.floor(Date.now() / 1000) - 86_400;
  const expired = await page.goto(
    `/us/order-status?token=${signedLink(orderNo, orderToken, yesterday)}`,
  );
  expect(expired?.status()).toBe(410);
  await expect(page.getByRole('alert')).toContainText('This order status link has expired.');
  // The same order on another site's page: refused as any bad link.
  const elsewhere = await page.goto(
    `/eu/order-status?token=${signedLink(orderNo, orderToken, inADay)}`,
  );
  expect(elsewhere?.status()).toBe(403);
});
