/**
 * The stored-card-scheme driver (spec 002 §1 Visa's stored-card scheme; docs/decisions/
 * braintree-wallets.md): braintree-web's visa-checkout completes Visa's init options, Visa's SDK
 * (`V.init`, `V.on`) runs Visa's own button and window, and braintree-web tokenizes what Visa
 * hands `payment.success` into a nonce the commerce service authorizes.
 */
import type { VisaCheckoutPayment } from 'braintree-web/visa-checkout';
import type { SheetRequest, SheetResult } from '../../../wallets/sheet.ts';
import { collectDeviceData } from './support.ts';
import type { WalletDriverContext } from './types.ts';
import { visaApproval, visaAssetsFor, visaInitOptions } from './visa-checkout-map.ts';

/** Visa's SDK global, as Visa documents it. */
interface VisaSdk {
  init(options: Record<string, unknown>): void;
  on(event: 'payment.success', handler: (payment: VisaCheckoutPayment) => void): void;
  on(
    event: 'payment.cancel' | 'payment.error',
    handler: (payment: unknown, error?: unknown) => void,
  ): void;
}

declare global {
  interface Window {
    V?: VisaSdk;
    onVisaCheckoutReady?: () => void;
  }
}

let loading: Promise<VisaSdk> | undefined;

/** Loads Visa's SDK once per page; it calls `onVisaCheckoutReady` when `V` is ready. */
function loadVisaSdk(src: string): Promise<VisaSdk> {
  if (window.V) return Promise.resolve(window.V);
  loading ??= new Promise<VisaSdk>((resolve, reject) => {
    const script = document.createElement('script');
    const ready = () => (window.V ? resolve(window.V) : undefined);
    window.onVisaCheckoutReady = ready;
    script.src = src;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      script.remove();
      reject(new Error("Visa's SDK did not load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later sheet tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Visa's button: Visa's image with the `v-button` class its SDK binds, keyboard usable. */
function visaButton(src: string): HTMLImageElement {
  const button = document.createElement('img');
  button.className = 'v-button';
  button.src = src;
  button.alt = 'Visa Checkout';
  button.setAttribute('role', 'button');
  button.tabIndex = 0;
  button.style.cursor = 'pointer';
  button.style.minHeight = '44px';
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    button.click();
  });
  return button;
}

/** Visa's checkout window: an iframe its SDK adds to the page, served from Visa's origin. */
const isVisaWindow = (node: Node): node is HTMLIFrameElement =>
  node instanceof HTMLIFrameElement &&
  /^https:\/\/([a-z-]+\.)*checkout\.visa\.com\//.test(node.src);

/**
 * Visa opens its window in the page, outside the sheet's modal dialog, which leaves the rest of
 * the page without pointer events: the window Visa adds gets them back while the sheet is open.
 * (A click inside an iframe never reaches the dialog's outside-click dismissal, and focus moving
 * into it is left alone by the dialog's focus trap.)
 */
function letVisaWindowsTakePointer(signal: AbortSignal) {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        const frames = isVisaWindow(node)
          ? [node]
          : node instanceof Element
            ? [...node.querySelectorAll('iframe')].filter(isVisaWindow)
            : [];
        for (const frame of frames) frame.style.pointerEvents = 'auto';
      }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  return () => observer.disconnect();
}

const visaCheckoutDriver = async (
  request: SheetRequest,
  context: WalletDriverContext,
): Promise<SheetResult> => {
  const { client, container, signal } = context;
  const assets = visaAssetsFor(client.getConfiguration().gatewayConfiguration.environment);
  const deviceData = collectDeviceData(client, request);
  const [visaCheckout, V] = await Promise.all([
    import('braintree-web/visa-checkout').then((module) => module.create({ client })),
    loadVisaSdk(assets.sdk),
  ]);
  const teardown = () => void visaCheckout.teardown().catch(() => undefined);
  if (signal.aborted) {
    teardown();
    return { cancelled: true };
  }
  /**
   * The tokenized card; Visa returns the shipping address only with the payment, so a caller
   * that answers for addresses (spec 002 §4) hears of it then, and its refusal ends the flow.
   */
  const approve = async (payment: VisaCheckoutPayment): Promise<SheetResult> => {
    const approval = visaApproval(await visaCheckout.tokenize(payment), await deviceData);
    const address = approval.details.shippingAddress;
    if (address && request.onShippingAddress) {
      const quote = await request.onShippingAddress(address);
      if ('error' in quote) return { error: quote.error };
    }
    return approval;
  };
  const button = visaButton(assets.button);
  container.replaceChildren(button);
  return new Promise<SheetResult>((resolve) => {
    let settled = false;
    const stopWatching = letVisaWindowsTakePointer(signal);
    const finish = (result: SheetResult) => {
      if (settled) return;
      settled = true;
      stopWatching();
      signal.removeEventListener('abort', aborted);
      button.remove();
      teardown();
      resolve(result);
    };
    const aborted = () => finish({ cancelled: true });
    signal.addEventListener('abort', aborted);
    V.on('payment.success', (payment) => {
      if (settled) return;
      void approve(payment).then(finish, () => finish({ error: { code: 'network' } }));
    });
    V.on('payment.cancel', () => finish({ cancelled: true }));
    V.on('payment.error', () => finish({ error: { code: 'network' } }));
    V.init(visaCheckout.createInitOptions(visaInitOptions(request, context.localeId)));
  });
};

export default visaCheckoutDriver;
