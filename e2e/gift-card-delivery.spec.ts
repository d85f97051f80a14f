import { expect, test } from '@playwright/test';
import { SEATTLE } from './pages/checkout.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { buyGiftCard } from './support/gift-cards.ts';
import { sinkMessages, type SinkMessage } from './support/mail-sink.ts';

/**
 * A bought e-gift card reaches its recipient (spec 001 §9): the gift email by SMTP with a code
 * and PIN, the buyer a copy without them, and the code and PIN open its balance on
 * `/gift-card-balance` (spec 000 §2), linked from the footer.
 */
test.describe('gift card delivery and balance', () => {
  test('buys a gift card, the recipient reads its email and checks its balance', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const recipient = `gift.${stamp}@example.com`;
    const buyer = `buyer.${stamp}@example.com`;
    await buyGiftCard(page, { recipient, buyer, billing: SEATTLE });

    // The delivery job runs every 30 seconds in the store process.
    let gift: SinkMessage | undefined;
    let copy: SinkMessage | undefined;
    await expect
      .poll(
        async () => {
          const mail = await sinkMessages(page.request);
          gift = mail.find((m) => m.to.includes(recipient));
          copy = mail.find((m) => m.to.includes(buyer) && /gift card/i.test(m.subject));
          return Boolean(gift && copy);
        },
        { message: 'the gift email and the copy arrive at the SMTP sink', timeout: 60_000 },
      )
      .toBe(true);
    expect(gift!.subject).toBe('Robin sent you a $100.00 gift card');
    expect(gift!.text).toContain('Enjoy the fire!');
    const code = /Gift card code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(gift!.text)?.[1];
    const pin = /PIN: (\d{6})/.exec(gift!.text)?.[1];
    expect(code).toBeTruthy();
    expect(pin).toBeTruthy();
    expect(copy!.subject).toBe('Your gift card for Sam Birch was sent');
    expect(copy!.text).toContain(`ends in ${code!.slice(-4)}`);
    expect(copy!.text).not.toContain(code!);
    expect(copy!.text).not.toContain(pin!);

    // The footer leads to the balance page.
    await page.goto('/');
    const footerLink = page.getByRole('contentinfo').getByRole('link', {
      name: 'Gift Card Balance',
    });
    await expect(footerLink).toHaveAttribute('href', /\/gift-card-balance$/);
    const weights = await measurePageScripts(page, '/gift-card-balance');
    expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
    await expect(page.getByRole('heading', { level: 1, name: 'Gift Card Balance' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Gift card code').fill(code!.toLowerCase());
    await page.getByLabel('PIN').fill(wrongPin);
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(
      page.getByText('We could not find a gift card with this code and PIN.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Gift card code')).toHaveValue(code!.toLowerCase());

    await page.getByLabel('PIN').fill(pin!);
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(page.getByText('Your gift card balance is $100.00.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('gift card balance without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('names the faulty fields, answers one miss and keeps the code, never the PIN @remote', async ({
    page,
  }) => {
    await page.goto('/gift-card-balance');
    await page.getByLabel('Gift card code').fill('ABCD-EFGH-JKMN-PQRS');
    await page.getByLabel('PIN').fill('12');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(page.getByText('Please enter the 6-digit PIN.')).toBeVisible();
    await expect(page.getByLabel('Gift card code')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    await expect(page.getByLabel('PIN')).toHaveValue('');

    await page.getByLabel('PIN').fill('123456');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await expect(
      page.getByText('We could not find a gift card with this code and PIN.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Gift card code')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    await expect(page.getByLabel('PIN')).toHaveValue('');
  });
});
