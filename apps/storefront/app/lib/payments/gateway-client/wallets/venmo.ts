/**
 * Venmo, the spec's mobile wallet, with Braintree (docs/decisions/braintree-wallets.md "Venmo"):
 * braintree-web's Venmo component on the sheet's client. It renders a Venmo button into the
 * sheet; its click runs `tokenize`, which opens Venmo (web login in a popup on a desktop browser,
 * the app or Venmo's mobile web on a phone) and answers the nonce of the approved account. Its
 * own chunk, loaded when the mobile wallet's sheet opens.
 */
import {
  venmoApproval,
  venmoFailure,
  venmoOptions,
  NOT_SUPPORTED,
  type PayWithVenmo,
} from './venmo-mapping.ts';
import type { WalletDriver } from './types.ts';
import type { SheetResult } from '../../../wallets/sheet.ts';

const BUTTON =
  'inline-flex min-h-12 w-full items-center justify-center rounded-full bg-[#0061c2] px-6 text-lg font-bold text-white hover:bg-[#00519f] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#0061c2] disabled:opacity-60';

const driver: WalletDriver = async (request, { client, container, signal }) => {
  const venmo = await import('braintree-web/venmo');
  const config = client.getConfiguration().gatewayConfiguration;
  const options = venmoOptions(request, config.payWithVenmo as PayWithVenmo | undefined);
  if (!venmo.isBrowserSupported(options)) return { error: NOT_SUPPORTED };
  // Rejects when the merchant's gateway has no Venmo or its payment context cannot be created:
  // the sheet then says Venmo could not be loaded.
  const instance = await venmo.create({ client, ...options });
  if (signal.aborted) {
    void instance.teardown();
    return { cancelled: true };
  }
  if (!instance.isBrowserSupported()) {
    void instance.teardown();
    return { error: NOT_SUPPORTED };
  }

  const button = document.createElement('button');
  button.type = 'button';
  button.className = BUTTON;
  // A brand name: not translated (lib/wallets/sheet.ts WALLET_NAMES).
  button.textContent = 'Venmo';
  button.dataset.testid = 'venmo-button';
  container.replaceChildren(button);

  return new Promise<SheetResult>((resolve) => {
    let done = false;
    const finish = (result: SheetResult) => {
      if (done) return;
      done = true;
      button.remove();
      signal.removeEventListener('abort', abort);
      void instance.teardown().catch(() => undefined);
      resolve(result);
    };
    const abort = () => {
      void instance.cancelTokenization().catch(() => undefined);
      finish({ cancelled: true });
    };
    signal.addEventListener('abort', abort);

    button.addEventListener('click', () => {
      button.disabled = true;
      instance
        .tokenize()
        .then(async (payload) => {
          const approval = venmoApproval(payload);
          // Spec 002 §4: an express flow prices the shipping address Venmo shared.
          const address = approval.details.shippingAddress;
          if (address && request.onShippingAddress) {
            const quote = await request.onShippingAddress(address);
            if ('error' in quote) return finish({ error: quote.error });
          }
          finish(approval);
        })
        // A shopper who left Venmo cancels: the sheet closes, the caller's button is usable.
        .catch((error: unknown) => finish(venmoFailure(error)));
    });
    button.focus();
  });
};

export default driver;
