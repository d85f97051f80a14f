import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ExpressPages } from './pages/express.ts';
import { CheckoutPage, SEATTLE } from './pages/checkout.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { PAGE_JS_BUDGET_BYTES } from './support/budget.ts';
import { scriptsOf, watchScripts } from './support/scripts.ts';

/**
 * The gateway's browser components (braintree-web) are loaded on demand: neither the product
 * page nor the checkout carries them in its first scripts, with the sandbox gateway or with
 * PAYMENTS_PROVIDER=braintree, and both stay within the 150 KB budget; with Braintree the card
 * tab's new card fetches them, asks for a client token and, since this machine cannot reach the
 * gateway, says that its card fields could not be loaded. braintree-web's client.create then runs
 * in that page under its policy (the gateway's configuration answer stood in at Braintree's
 * address) and the hosted fields put in their gateway-served iframes
 * (docs/decisions/braintree-browser-components.md).
 */

const STARTERS = 'natural-fire-starters';
/** The first scripts of the product page and the checkout: no braintree-web, within budget. */
async function expectFirstScriptsWithoutGateway(page: Page, mode: string) {
  const checkout = new CheckoutPage(page);
  await checkout.addToBasket(STARTERS);
  for (const [name, path] of [
    ['product page', `/p/${STARTERS}`],
    ['checkout', '/checkout'],
  ] as const) {
    const scripts = await scriptsOf(page, path);
    const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const kb = (total / 1024).toFixed(1);
    test.info().annotations.push({ type: `${mode} ${name} js-gzip-kb`, description: kb });
    console.log(`${mode}: ${name} JavaScript ${kb} KB gzipped in ${scripts.length} files`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.braintreeWeb).map((s) => s.url)).toEqual([]);
    expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  }
}

test('sandbox gateway: product page and checkout load no braintree-web, within 150 KB', async ({
  page,
}) => {
  await expectFirstScriptsWithoutGateway(page, 'sandbox');
});

test.describe('PAYMENTS_PROVIDER=braintree', () => {
  let store: ChildProcess | undefined;
  let baseURL = '';

  // A store of its own in Braintree mode (any free port; its commerce service in-process).
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    store = spawn(process.execPath, ['apps/storefront/server.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'solo-e2e-braintree-')),
        PAYMENTS_PROVIDER: 'braintree',
        BRAINTREE_ENVIRONMENT: 'sandbox',
        BRAINTREE_MERCHANT_ID: 'solo_e2e_merchant',
        BRAINTREE_PUBLIC_KEY: 'solo_e2e_public',
        BRAINTREE_PRIVATE_KEY: 'solo_e2e_private',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    store.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    baseURL = await new Promise<string>((resolve, reject) => {
      let out = '';
      store!.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = /Storefront ready on http:\/\/localhost:(\d+)/.exec(out)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      store!.on('exit', (code) => reject(new Error(`store exited (${code}): ${errors}`)));
    });
  });
  test.afterAll(() => {
    store?.kill();
  });

  test('product page and checkout load no braintree-web; the new card fetches it on demand', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await expectFirstScriptsWithoutGateway(page, 'braintree');

    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.fillContact('guest.braintree@example.com');
    await checkout.fillAddress(SEATTLE);
    await checkout.submitShipping();
    const token = page.waitForResponse((r) => r.url().includes('/client-token?siteId='));
    const watch = watchScripts(page);
    await checkout.continueToPayment();
    await expect(checkout.cardTab).toHaveAttribute('aria-selected', 'true');
    // The card and the wallets whose braintree-web driver is built (e2e/braintree-*.spec.ts), no
    // other: no Amazon Pay tab or button.
    const tabs = checkout.section('payment').getByRole('tab');
    await expect(tabs).toHaveCount(7);
    for (const name of [
      'Credit Card',
      'PayPal',
      'Pay Later',
      'Apple Pay',
      'Google Pay',
      'Stored Card Scheme',
      'Mobile Wallet',
    ])
      await expect(tabs.filter({ hasText: name })).not.toHaveCount(0);
    await expect(tabs.filter({ hasText: 'Amazon Pay' })).toHaveCount(0);
    const bar = new ExpressPages(page).bar('checkout');
    await expect(bar).toBeVisible();
    expect(
      await bar
        .locator('button[data-button]')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-button'))),
    ).toEqual(['ApplePay', 'GooglePay', 'PayPal', 'PayLater']);
    // Nor does an EU product page offer Klarna, which needs the sandbox's approval sheet.
    const eu = await context.newPage();
    await eu.goto('/eu/p/bonfire-fire-pit');
    await expect(eu.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(eu.getByTestId('klarna-offer')).toHaveCount(0);
    await eu.close();
    // The card tab's new card is the gateway's hosted fields: its components come now.
    const fields = page.getByTestId('hosted-card-fields');
    await expect(fields).toBeVisible();
    await expect
      .poll(() => watch.seen.filter((s) => s.braintreeWeb).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await expect(fields).toHaveAttribute('data-status', 'failed');
    const scripts = await watch.stop();
    const gateway = scripts.filter((s) => s.braintreeWeb);
    console.log(
      `braintree-web on demand: ${gateway.map((s) => `${s.gzipBytes} ${s.url.split('/').pop()}`).join(', ')}`,
    );
    const more = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    console.log(`braintree: the payment step added ${(more / 1024).toFixed(1)} KB gzipped`);
    test.info().annotations.push({ type: 'payment step js-gzip-kb', description: `${more}` });
    // No card input of ours exists: the card data would be typed into the gateway's iframes.
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await expect(fields.locator('[data-hosted-field]')).toHaveCount(4);
    // The client token comes from the commerce service, which cannot reach Braintree here.
    expect((await token).status()).toBe(504);
    await expect(fields.getByRole('alert')).toContainText('could not be loaded');
    await expectNoSeriousA11yViolations(page);

    // braintree-web's own client, in this page and under its enforced policy, with a client token
    // of the gateway's format. The gateway's configuration answer is stood in by this test at
    // Braintree's sandbox address (the only thing not real here): this machine cannot reach it.
    const merchantId = 'solo_e2e_merchant';
    const configUrl = `https://api.sandbox.braintreegateway.com/merchants/${merchantId}/client_api/v1/configuration`;
    const asked: string[] = [];
    await context.route(`${configUrl}**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        status: 200,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          environment: 'sandbox',
          merchantId,
          clientApiUrl: `https://api.sandbox.braintreegateway.com:443/merchants/${merchantId}/client_api`,
          assetsUrl: 'https://assets.braintreegateway.com',
          creditCards: { supportedCardTypes: ['Visa', 'MasterCard'] },
          challenges: ['cvv'],
        }),
      });
    });
    const chunk = (name: string) => gateway.find((s) => s.url.includes(`/${name}-`))?.url ?? '';
    const clientToken = Buffer.from(
      JSON.stringify({ version: 2, authorizationFingerprint: 'e2e-fingerprint', configUrl }),
    ).toString('base64');
    const created = await page.evaluate(
      async ({ client, hosted, authorization }) => {
        const braintree = (await import(client)) as {
          default: {
            create(o: object): Promise<{
              getConfiguration(): { gatewayConfiguration: { merchantId: string } };
            }>;
          };
        };
        const instance = await braintree.default.create({ authorization });
        const fields = (await import(hosted)) as {
          default: { create(o: object): Promise<unknown> };
        };
        const box = (name: string) => document.querySelector(`[data-hosted-field="${name}"]`);
        // Not awaited: it resolves only once the gateway's frames answer.
        void fields.default
          .create({
            client: instance,
            fields: { number: { container: box('number') }, cvv: { container: box('cvv') } },
          })
          .catch(() => undefined);
        return instance.getConfiguration().gatewayConfiguration.merchantId;
      },
      { client: chunk('client'), hosted: chunk('hosted-fields'), authorization: clientToken },
    );
    expect(created).toBe(merchantId);
    expect(asked[0]).toContain('authorizationFingerprint=e2e-fingerprint');
    // The hosted fields' iframes are the gateway's pages: unreachable from this machine.
    await expect(page.locator('[data-hosted-field="number"] iframe')).toHaveAttribute(
      'src',
      /^https:\/\/assets\.braintreegateway\.com\/web\/3\.144\.0\/html\/hosted-fields-frame/,
    );
    await page.screenshot({
      path: test.info().outputPath('braintree-card-tab.png'),
      fullPage: true,
    });
    await context.close();
  });
});
