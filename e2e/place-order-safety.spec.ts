import { expect, test } from '@playwright/test';
import { APPROVED, CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { operatorOrders } from './support/operator-orders.ts';

/**
 * Issue 22, payment safety: three identical Place Order submits reaching the store together (the
 * same form, attempt id and card) make one order; every answer names it, and the shopper lands
 * on its confirmation (docs/decisions/payment-method-ownership.md).
 */
test.describe.configure({ timeout: 120_000 });

test('three simultaneous Place Order submits place one order', async ({ page }) => {
  const email = `three.clicks.${Date.now()}@example.com`;
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket('natural-fire-starters');
  await checkout.goto();
  await checkout.fillContact(email);
  await checkout.fillAddress(SEATTLE);
  await checkout.submitShipping();
  await checkout.continueToPayment();
  await checkout.fillCard(APPROVED);
  const orderNos = await checkout.placeOrderAtOnce(3);
  const orderNo = orderNos[0];
  expect(orderNo).toMatch(/^\d{8}$/);
  expect(orderNos).toEqual([orderNo, orderNo, orderNo]);
  await checkout.expectConfirmation();
  expect(new URL(page.url()).pathname).toBe(`/checkout/confirmation/${orderNo}`);
  const orders = await operatorOrders(page.request, email);
  expect(orders.map((o) => o.orderNo)).toEqual([orderNo]);
});
