import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type {
  ExpressAction,
  ExpressAnswer,
  ExpressConfigAnswer,
  ExpressPaypalOrder,
  ExpressPlaced,
  ExpressQuote,
  ExpressTotals,
} from '../../lib/wallets/actions.ts';
import type { ExpressButtonId, ExpressPlace } from '../../lib/wallets/buttons.ts';
import {
  afterShippingDelay,
  BUTTON_WALLETS,
  EXPRESS_ERROR_MS,
  sheetRefusal,
} from '../../lib/wallets/flow.ts';
import {
  announcesRedirect,
  countryRefusal,
  expressFallback,
  walletErrorText,
  type ConfiguredMessage,
  type WalletError,
} from '../../lib/wallets/errors.ts';
import {
  ORDER_INFO_FAILED,
  sessionStore,
  shouldReloadForOrderInfo,
} from '../../lib/wallets/order-info.ts';
import { deviceDataFor } from '../../lib/wallets/device-data.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { useCart } from '../cart/cart-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';
import { useWalletSheet } from './use-wallet-sheet.tsx';
import type { PdpBasketItem } from '../../lib/product/page/add-items.ts';

async function json<T>(url: string, action?: ExpressAction): Promise<ExpressAnswer<T>> {
  try {
    const response = await fetch(url, {
      ...(action
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(action),
          }
        : {}),
      headers: { accept: 'application/json', 'content-type': 'application/json' },
    });
    return (await response.json()) as ExpressAnswer<T>;
  } catch {
    return { error: { code: 'network' } };
  }
}

const withDeviceData = (fraudToolsEnabled: boolean) => {
  const deviceData = deviceDataFor(fraudToolsEnabled);
  return deviceData ? { deviceData } : {};
};

/**
 * One express checkout through the sandbox sheet (spec 002 §4 wallet and product-page flows):
 * on the product page the product is added first (and removed again on cancel or error); the
 * sheet approves the payment after the shipping address set the total; then billing, email,
 * the nonce and the order, and the confirmation page. Errors are toasts for 7 s (spec 002 §8);
 * closing the sheet is silently ignored. Loaded on the first click of an express button.
 */
export default function ExpressCheckout({
  button,
  place,
  items,
  onDone,
}: {
  button: ExpressButtonId;
  place: ExpressPlace;
  items?: PdpBasketItem[];
  /** `placed`: an order was placed (the bar then tells other tabs to reload). */
  onDone: (placed?: boolean) => void;
}) {
  const intl = useIntl();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const toast = useToast();
  const { cart, write, reload } = useCart();
  const sheet = useWalletSheet();
  const [processing, setProcessing] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = href('/express');
    const { walletType, fundingSource } = BUTTON_WALLETS[button];
    const text = (key: ConfiguredMessage) => intl.formatMessage(m[key]);
    const post = <T,>(action: ExpressAction) => json<T>(url, action);
    let added: string[] = [];

    const removeAdded = async () => {
      for (const itemId of added) await write({ intent: 'remove', itemId });
      added = [];
    };
    const fail = async (error: WalletError) => {
      setProcessing(false);
      await removeAdded();
      if (error.redirectUrl) void navigate(href(error.redirectUrl));
      if (!error.redirectUrl || announcesRedirect(error)) {
        const title = walletErrorText(error, walletType, text, expressFallback(walletType));
        toast({ status: 'error', title, duration: EXPRESS_ERROR_MS });
      }
      onDone();
    };

    const run = async () => {
      if (place === 'pdp' && items) {
        const before = new Set(cart?.lines.map((line) => line.itemId));
        const result = await write({ intent: 'add', items });
        if ('error' in result) return fail({ code: 'add-to-cart-failed' });
        added = result.cart.lines.map((l) => l.itemId).filter((itemId) => !before.has(itemId));
      }
      const config = await json<ExpressConfigAnswer>(url);
      if ('error' in config) {
        // Spec 002 §8: a failure reading order info reloads the page (once: order-info.ts).
        if (
          config.error.code === ORDER_INFO_FAILED &&
          shouldReloadForOrderInfo(sessionStore(), Date.now())
        ) {
          await removeAdded();
          window.location.reload();
          return;
        }
        return fail(config.error);
      }
      const refusal = sheetRefusal(config, button);
      if (refusal) return fail(refusal);
      const result = await sheet.open({
        walletType,
        flow: 'checkout',
        amount: config.amount,
        currency: config.currency,
        ...(walletType === 'paypal' && fundingSource ? { fundingSource } : {}),
        providerConfig: {
          isFraudToolsEnabled: config.fraudToolsEnabled,
          ...config.providerConfigs?.[button],
        },
        // Spec 002 §4, §9: Google Pay applies amount updates 150 ms later; the product page
        // waits 150 ms after setting the address.
        onShippingAddress: async (address, options) => {
          const quote = await post<ExpressQuote>({
            intent: 'shipping',
            walletType,
            place,
            address,
            ...(options?.estimate ? { estimate: true } : {}),
          });
          // Spec 002 §5, §8: a refused country ends the flow (a toast, or the shipping step).
          const refusal = 'error' in quote ? countryRefusal(quote.error, walletType, place) : null;
          if (refusal) return { error: refusal, close: true };
          return afterShippingDelay(quote, walletType, place, 'address');
        },
        onShippingMethod: async (methodId) =>
          afterShippingDelay(
            await post<ExpressQuote>({ intent: 'shippingMethod', methodId }),
            walletType,
            place,
            'method',
          ),
        ...(walletType === 'amazon_pay'
          ? { readAmount: () => json<ExpressTotals>(`${url}?amount`) }
          : {}),
        ...(walletType === 'paypal'
          ? {
              createContext: async () => {
                const order = await post<ExpressPaypalOrder>({
                  intent: 'paypal-create-order',
                  fundingSource: fundingSource ?? 'paypal',
                });
                return 'error' in order ? order : { id: order.orderID };
              },
            }
          : {}),
      });
      if ('cancelled' in result) {
        await removeAdded();
        onDone();
        return;
      }
      if ('error' in result) return fail(result.error);
      setProcessing(true);
      const { details } = result;
      const placed = await post<ExpressPlaced>({
        intent: 'place',
        walletType,
        nonce: result.nonce,
        email: details.email ?? '',
        // Spec 002 §4: fraud data attached on approval when the configuration enables it (the
        // gateway's data collector's, when its wallet component collected it).
        ...(typeof details.deviceData === 'string' && config.fraudToolsEnabled
          ? { deviceData: details.deviceData }
          : withDeviceData(config.fraudToolsEnabled)),
        ...(details.billingAddress ? { billingAddress: details.billingAddress } : {}),
        ...(details.shippingAddress ? { shippingAddress: details.shippingAddress } : {}),
      });
      if ('error' in placed) return fail(placed.error);
      await reload();
      await navigate(href(`/checkout/confirmation/${encodeURIComponent(placed.orderNo)}`));
      onDone(true);
    };
    void run();
    // The flow runs once per click; the component unmounts through onDone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {sheet.element}
      {processing ? (
        <div
          role="status"
          data-testid="express-processing"
          className="fixed inset-0 z-[70] flex items-center justify-center bg-white/80 text-lg font-semibold"
        >
          {intl.formatMessage(m.processing)}
        </div>
      ) : null}
    </>
  );
}
