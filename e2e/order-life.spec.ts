import { expect, test } from '@playwright/test';
import { OrderPages } from './pages/orders.ts';
import { uniqueEmail } from './pages/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { ordersCli, shipOrder } from './support/operator-orders.ts';
import { buyAsAnotherShopper } from './support/orders-api.ts';

/**
 * An order's life as the shopper sees it (spec 001 §3 colour map): an order placed through the
 * store's APIs, shipped by the operator through the order API, reads Shipped on /track-order
 * with the carrier's tracking link; delivered with `npm run orders`, it reads Delivered.
 */
test('an order shipped through the operator API shows Shipped and its tracking link', async ({
  page,
  request,
  baseURL,
}) => {
  const orders = new OrderPages(page);
  const email = uniqueEmail('shipped');
  const { orderNo } = await buyAsAnotherShopper(
    request,
    [{ productId: 'fire-gloves-l', quantity: 1 }],
    email,
  );
  await orders.gotoTrack();
  await orders.track(orderNo, email);
  await expect(orders.status).toHaveText('Ordered');
  await expect(orders.details.getByTestId('order-shipment')).toHaveCount(0);

  await shipOrder(request, orderNo, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
  await orders.gotoTrack();
  await orders.track(orderNo, email);
  await expect(orders.status).toHaveText('Shipped');
  await expect(orders.status).toHaveAttribute('data-status', 'shipped');
  const shipment = orders.details.getByTestId('order-shipment');
  await expect(shipment).toContainText('Shipped with UPS on');
  const link = shipment.getByRole('link', { name: 'Track package 1Z999AA10123456784' });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expectNoSeriousA11yViolations(page);

  // The command line marks it delivered; the page follows.
  const delivered = await ordersCli(baseURL!, ['deliver', orderNo]);
  expect(delivered).toMatchObject({ orderNo, status: 'delivered' });
  await orders.gotoTrack();
  await orders.track(orderNo, email);
  await expect(orders.status).toHaveText('Delivered');
  await expect(orders.status).toHaveAttribute('data-status', 'delivered');
  await expect(shipment.getByRole('link')).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
});
