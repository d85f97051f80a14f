import { expect, test } from '@playwright/test';
import { NotifyMeModal } from './pages/notify-me.ts';
import { OutboxPage } from './pages/outbox.ts';
import { TileGrid } from './pages/tile.ts';
import { ProductPage } from './pages/product.ts';
import { toast } from './pages/toast.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { arrivedMail } from './support/mail-sink.ts';
import { ordersCli } from './support/operator-orders.ts';
import { buyAsAnotherShopper } from './support/orders-api.ts';
import { availableToSell, SOLD_OUT_BY_ONE_JOURNEY } from './support/stock.ts';

const SUCCESS = 'You’ve subscribed to back-in-stock alerts.';

/**
 * Notify-me (issue 21, spec 001 §2, §4, §5, §8): the Notify Me button of an out-of-stock tile or
 * product page opens the 'Notify me' modal; a subscribed shopper gets one back-in-stock email
 * when an operator's change puts the product back in stock.
 */
test.describe('notify me', () => {
  test('from an out-of-stock tile by email: the validation message, the toast, focus back', async ({
    page,
  }) => {
    const grid = new TileGrid(page);
    await grid.goto('/plp/fuel');
    const button = grid
      .tile('Fatwood Kindling Bundle')
      .root.getByRole('button', { name: 'Notify Me' });
    await button.click();
    const modal = new NotifyMeModal(page);
    await expect(modal.dialog).toBeVisible();
    await expect(modal.choice('Email')).toBeChecked();
    await expect(modal.email).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await modal.continue.click();
    await expect(modal.dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(modal.email).toHaveAttribute('aria-invalid', 'true');
    await modal.email.fill(`tile.${Date.now()}@example`);
    await modal.continue.click();
    await expect(modal.dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await modal.email.fill(`tile.${Date.now()}@example.com`);
    await modal.continue.click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(modal.dialog).toBeHidden();
    await expect(button).toBeFocused();
    // Opened again, the form starts empty.
    await button.click();
    await expect(modal.email).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal.dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('phone on the US site: formatted as typed, numeric keyboard, the SMS toggle on; none on the EU site', async ({
    page,
  }) => {
    const pdp = new ProductPage(page);
    await pdp.goto('/p/kindling-bundle');
    await pdp.hydrated();
    await pdp.addToCart.click();
    const modal = new NotifyMeModal(page);
    await modal.email.fill('half@typed');
    await modal.choice('Phone number').check();
    // Switching resets the form.
    await expect(modal.phone).toHaveValue('');
    await expect(modal.phone).toHaveAttribute('inputmode', 'numeric');
    await expect(modal.marketing).toBeChecked();
    await modal.phone.pressSequentially('512555');
    await expect(modal.phone).toHaveValue('(512) 555');
    await modal.continue.click();
    await expect(modal.dialog.getByText('Please enter a valid phone number.')).toBeVisible();
    await modal.phone.pressSequentially('0100');
    await expect(modal.phone).toHaveValue('(512) 555-0100');
    await expectNoSeriousA11yViolations(page);
    await modal.continue.click();
    await expect(toast(page, SUCCESS)).toBeVisible();
    await expect(modal.dialog).toBeHidden();

    await pdp.goto('/eu/p/kindling-bundle');
    await pdp.hydrated();
    await pdp.addToCart.click();
    await expect(modal.email).toBeVisible();
    await expect(modal.dialog.getByRole('radio')).toHaveCount(0);
    await expect(modal.phone).toHaveCount(0);
  });

  test('the back-in-stock email arrives when an operator puts the product back in stock', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const productId = SOLD_OUT_BY_ONE_JOURNEY.campCups;
    const left = await availableToSell(page.request, productId);
    const bought = await buyAsAnotherShopper(page.request, [{ productId, quantity: left }]);
    expect(await availableToSell(page.request, productId)).toBe(0);

    const email = `cups.${Date.now()}@example.com`;
    const pdp = new ProductPage(page);
    await pdp.goto(`/p/${productId}`);
    await pdp.hydrated();
    await expect(pdp.addToCart).toHaveText('Notify Me');
    await pdp.addToCart.click();
    const modal = new NotifyMeModal(page);
    await modal.email.fill(email);
    await modal.continue.click();
    await expect(toast(page, SUCCESS)).toBeVisible();

    // The operator cancels the order that bought them all: the stock comes back.
    await ordersCli(baseURL!, ['cancel', bought.orderNo]);
    const subject = 'Nesting Camp Cups (4-pack) is back in stock';
    const mail = await arrivedMail(
      page.request,
      (m) => m.to.includes(email) && m.subject === subject,
    );
    expect(mail.text).toContain(`/p/${productId}`);
    const unsubscribe = /https?:\/\/\S+\/notify-me\/unsubscribe\?token=[\w-]{32}/.exec(
      mail.text,
    )?.[0];
    expect(unsubscribe, 'the unsubscribe link').toBeDefined();
    const outbox = new OutboxPage(page);
    await outbox.goto();
    await expect(outbox.message(subject, email)).toBeVisible();

    // The unsubscribe link asks first, then stops the address's alerts.
    await page.goto(unsubscribe!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Back-in-stock alerts' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You are unsubscribed: we will send no more back-in-stock alerts to this address.',
    );
    await page.goto('/notify-me/unsubscribe?token=not-a-token');
    await expect(
      page.getByText('This unsubscribe link is not valid.', { exact: false }),
    ).toBeVisible();
  });
});
