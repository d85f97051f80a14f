import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CheckoutExpressPage } from './checkout-express.ts';

/** Visa's sandbox SDK and button (what the storefront's driver loads in the gateway's sandbox). */
export const VISA_SDK =
  'https://sandbox-assets.secure.checkout.visa.com/checkout-widget/resources/js/integration/v1/sdk.js';
export const VISA_BUTTON =
  'https://sandbox.secure.checkout.visa.com/wallet-services-web/xo/button.png';
/** Where the stand-in SDK opens Visa's window (an iframe of Visa's origin, as Visa's does). */
export const VISA_WINDOW = 'https://sandbox.secure.checkout.visa.com/checkout-widget/lightbox';

/**
 * A stand-in of Visa's SDK, faithful to the API Visa documents and the storefront uses:
 * `V.init(initOptions)` binds every `.v-button` on the page; `V.on(event, handler)` keeps one
 * handler per event; the SDK calls `window.onVisaCheckoutReady` once loaded. A click on the button
 * opens Visa's window (an iframe of Visa's origin over the page); its Continue raises
 * `payment.success` with Visa's payload ({callid, encKey, encPaymentData,
 * partialShippingAddress}), its Cancel `payment.cancel`. Each init is recorded for the test.
 */
const SDK_STAND_IN = `(function () {
  var handlers = {};
  var calls = 0;
  window.__visaInits = [];
  function close(frame) { if (frame && frame.parentNode) frame.parentNode.removeChild(frame); }
  function open() {
    calls += 1;
    var callid = 'visa-call-' + calls + '-' + Date.now();
    var frame = document.createElement('iframe');
    frame.src = ${JSON.stringify(VISA_WINDOW)} + '?callid=' + encodeURIComponent(callid);
    frame.title = 'Visa Checkout';
    frame.setAttribute('style', 'position:fixed;inset:10% 25%;width:50%;height:60%;z-index:2147483647;border:0;background:#fff');
    function listen(event) {
      if (event.source !== frame.contentWindow) return;
      window.removeEventListener('message', listen);
      close(frame);
      if (event.data === 'continue' && handlers['payment.success'])
        handlers['payment.success']({
          callid: callid,
          encKey: 'enc-key-' + callid,
          encPaymentData: 'enc-payment-data-' + callid,
          partialShippingAddress: { countryCode: 'US', postalCode: '98101' },
        });
      if (event.data === 'cancel' && handlers['payment.cancel'])
        handlers['payment.cancel']({ callid: callid });
    }
    window.addEventListener('message', listen);
    document.body.appendChild(frame);
  }
  window.V = {
    init: function (options) {
      window.__visaInits.push(JSON.parse(JSON.stringify(options)));
      var buttons = document.querySelectorAll('.v-button');
      for (var i = 0; i < buttons.length; i++) {
        if (buttons[i].__visaBound) continue;
        buttons[i].__visaBound = true;
        buttons[i].addEventListener('click', open);
      }
    },
    on: function (event, handler) { handlers[event] = handler; },
  };
  if (typeof window.onVisaCheckoutReady === 'function') window.onVisaCheckoutReady();
})();`;

const WINDOW_PAGE = `<!doctype html><html lang="en"><head><title>Visa Checkout</title></head>
<body><main><h1>Visa Checkout</h1><p>Visa ending in 1111</p>
<button id="continue">Continue</button> <button id="cancel">Cancel</button></main>
<script>
document.getElementById('continue').onclick = function () { parent.postMessage('continue', '*'); };
document.getElementById('cancel').onclick = function () { parent.postMessage('cancel', '*'); };
</script></body></html>`;

/** A 1×1 PNG for Visa's button image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Stands in Visa's SDK, its button image and its window; `sdk: 'down'` makes the SDK unreachable. */
export async function standInVisa(
  context: BrowserContext,
  { sdk = 'up' }: { sdk?: 'up' | 'down' } = {},
) {
  const loads: string[] = [];
  await context.route(VISA_SDK, (route) => {
    loads.push(route.request().url());
    return sdk === 'down'
      ? route.abort('connectionrefused')
      : route.fulfill({ contentType: 'application/javascript', body: SDK_STAND_IN });
  });
  await context.route(`${VISA_BUTTON}*`, (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
  await context.route(`${VISA_WINDOW}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: WINDOW_PAGE }),
  );
  // The data collector's fraud script is not reachable here: it fails at once.
  await context.route('https://c.paypal.com/**', (route) => route.abort('connectionrefused'));
  return { loads };
}

/** The checkout's Stored Card Scheme tab, the gateway's sheet and Visa's button and window. */
export class BraintreeVisaPage {
  readonly page: Page;
  readonly wallets: CheckoutExpressPage;

  constructor(page: Page) {
    this.page = page;
    this.wallets = new CheckoutExpressPage(page);
  }

  get checkout() {
    return this.wallets.checkout;
  }

  get tab(): Locator {
    return this.wallets.tab('Stored Card Scheme');
  }

  /** The tab's own button, which opens the gateway's sheet. */
  get tabButton(): Locator {
    return this.wallets.walletButton('Stored Card Scheme');
  }

  get sheet(): Locator {
    return this.page.getByTestId('gateway-wallet-sheet');
  }

  /** Visa's button, which the driver rendered into the sheet. */
  get visaButton(): Locator {
    return this.sheet.getByRole('button', { name: 'Visa Checkout' });
  }

  /** Visa's window (the stand-in's), over the page. */
  get visaWindow() {
    return this.page.frameLocator('iframe[title="Visa Checkout"]');
  }

  async openTab() {
    await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.tabButton).toBeVisible({ timeout: 15_000 });
  }

  /** Opens the gateway's sheet from the tab and waits for Visa's button in it. */
  async openSheet() {
    await this.tabButton.click();
    await expect(this.sheet).toBeVisible();
    await expect(this.sheet).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(this.visaButton).toBeVisible();
  }

  async picture(name: string, info: { outputPath: (name: string) => string }) {
    await this.page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  }
}
