/**
 * PayPal and Pay Later with Braintree (docs/decisions/braintree-wallets.md "PayPal"):
 * braintree-web's paypal-checkout loads PayPal's JS SDK with the button's provider configuration
 * (options.ts), renders PayPal's own button in the sheet, and turns PayPal's approval into a
 * nonce. Checkout flow: a payment of the request's amount (`createOrder`); vault flow: a billing
 * agreement (`createBillingAgreement`) that the account page saves. Its own chunk, loaded when
 * the PayPal sheet opens.
 */
import type { PayPalCheckout } from 'braintree-web/paypal-checkout';
import type { SheetResult } from '../../../wallets/sheet.ts';
import { isVaultFlow, paypalPaymentOptions, paypalSdkOptions } from '../options.ts';
import { collectDeviceData } from './support.ts';
import type { WalletDriver } from './types.ts';
import { approvalOfPayPal, paypalFundingSource } from './paypal-details.ts';

/** Where braintree-web's loadPayPalSDK loads PayPal's script from. */
const SDK_URL = 'https://www.paypal.com/sdk/js';
/** How long PayPal's script may take before the sheet says it could not be loaded. */
const SDK_TIMEOUT_MS = 20_000;

/**
 * `loadPayPalSDK`, which resolves on the script's load only: a script that fails or never comes
 * rejects here, so the sheet can say PayPal could not be loaded.
 */
function loadSdk(checkout: PayPalCheckout, options: Record<string, unknown>, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const failed = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(SDK_URL)) done(false);
    };
    const timer = setTimeout(() => done(false), SDK_TIMEOUT_MS);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('error', failed, true);
      signal.removeEventListener('abort', aborted);
      if (ok) resolve();
      else reject(new Error('PayPal SDK not loaded'));
    };
    const aborted = () => done(false);
    window.addEventListener('error', failed, true);
    signal.addEventListener('abort', aborted);
    checkout.loadPayPalSDK(options).then(
      () => done(typeof window.paypal?.Buttons === 'function'),
      () => done(false),
    );
  });
}

const paypal: WalletDriver = async (request, context) => {
  const { client, container, signal } = context;
  // The request's flow wins over the configuration's: the account page's button saves the
  // account (a billing agreement); a checkout pays its amount once, with PayPal's shipping
  // address, and the store saves the account itself where the shopper asks it to.
  const config: Record<string, unknown> = {
    ...(request.providerConfig ?? {}),
    ...(request.currency ? { currency: request.currency } : {}),
    ...(request.flow === 'vault'
      ? { flow: 'vault' }
      : { flow: 'checkout', vaultModeEnabled: false }),
    // Braintree vaults no one-time PayPal payment: a payment the shopper may save asks PayPal
    // for a billing agreement with it (checkout with vault).
    ...(request.flow === 'checkout' && request.saveAccount
      ? { requestBillingAgreement: true }
      : {}),
  };
  const vault = isVaultFlow(config);
  // Spec 002 §4: a checkout asks PayPal for the shipping address when it has a shipping step.
  const shipping = request.flow === 'checkout' && request.onShippingAddress !== undefined;
  const deviceData = collectDeviceData(client, request);
  const paypalCheckout = await import('braintree-web/paypal-checkout');
  const checkout = await paypalCheckout.create({ client });
  const teardown = () => void checkout.teardown().catch(() => undefined);
  try {
    await loadSdk(checkout, paypalSdkOptions(config), signal);
  } catch (error) {
    teardown();
    throw error;
  }
  const sdk = window.paypal!;

  return new Promise<SheetResult>((resolve, reject) => {
    let settled = false;
    const finish = (result: SheetResult) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', aborted);
      teardown();
      resolve(result);
    };
    const aborted = () => finish({ cancelled: true });
    signal.addEventListener('abort', aborted);

    const createPayment = () =>
      checkout.createPayment(
        paypalPaymentOptions(
          { ...config, ...(shipping ? { enableShippingAddress: true } : {}) },
          request.amount ?? 0,
        ),
      );
    const buttons = sdk.Buttons({
      fundingSource: paypalFundingSource(request.fundingSource),
      ...(vault ? { createBillingAgreement: createPayment } : { createOrder: createPayment }),
      onApprove: async (data: Record<string, unknown>) => {
        try {
          const approval = approvalOfPayPal(await checkout.tokenizePayment(data));
          // Spec 002 §4: PayPal's shipping callbacks name only city, state, postal code and
          // country; the store's shipping step takes the full address, so it runs here with the
          // address PayPal approved, and what it refuses ends the flow.
          const address = approval.details.shippingAddress;
          if (shipping && address && request.onShippingAddress) {
            const quote = await request.onShippingAddress(address);
            if ('error' in quote) return finish({ error: quote.error });
          }
          const device = await deviceData;
          if (device) approval.details.deviceData = device;
          finish(approval);
        } catch {
          finish({ error: { code: 'network' } });
        }
      },
      onCancel: () => finish({ cancelled: true }),
      onError: () => finish({ error: { code: 'network' } }),
    });
    if (!buttons.isEligible()) {
      teardown();
      reject(new Error(`PayPal ${paypalFundingSource(request.fundingSource)} not eligible`));
      return;
    }
    buttons.render(container).catch((error: unknown) => {
      if (settled) return;
      settled = true;
      teardown();
      reject(error instanceof Error ? error : new Error('PayPal button not rendered'));
    });
  });
};

export default paypal;
