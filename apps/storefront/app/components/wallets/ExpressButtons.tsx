import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkoutDisabled, type CartView } from '../../lib/basket/cart-view.ts';
import type { ExpressAnswer, ExpressConfigAnswer } from '../../lib/wallets/actions.ts';
import {
  BUTTON_NAMES,
  CONFIG_DEBOUNCE_MS,
  expressVisible,
  showPayLaterMessage,
  shownButtons,
  type ExpressButtonId,
  type ExpressPlace,
} from '../../lib/wallets/buttons.ts';
import { debounce } from '../../lib/wallets/debounce.ts';
import { amazonRefreshKey, shownAmazonAmount } from '../../lib/wallets/amazon-amount.ts';
import type { ExpressTotals } from '../../lib/wallets/actions.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { useCart } from '../cart/cart-state.tsx';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { barMessages as m } from './bar-messages.ts';
import { RELOAD_FLAG, writeReloadFlag } from './reload-flag.ts';
import type { PdpBasketItem } from '../../lib/product/page/add-items.ts';

// The flow and its sheet load on the first click: a page pays only for this bar.
const loadCheckout = () => import('./ExpressCheckout.tsx');
const ExpressCheckout = lazy(loadCheckout);

export interface ExpressProduct {
  addAllowed: boolean;
  salePrice: number | undefined;
  /** What the product page would add; null while a choice is missing. */
  items: PdpBasketItem[] | null;
}

/**
 * The express wallet buttons of the product page, mini cart, cart page and the checkout's express
 * section (spec 002 §2, §4, §9):
 * the allowed and enabled buttons of the express configuration in its order, in a 40px area
 * that 'Show More/Less Payments Options' expands to 200px. The configuration is read again
 * 350 ms after the basket (its subscription flag too: the service then offers other buttons),
 * customer or mini cart state last changed; another tab's reload flag
 * reloads the page. `initialButtons` and `basket`: what the page's server already read (the
 * checkout), so its section is there from the first paint instead of pushing the page down later.
 */
export function ExpressButtons({
  place,
  product,
  initialButtons = [],
  basket = null,
}: {
  place: ExpressPlace;
  product?: ExpressProduct;
  initialButtons?: ExpressButtonId[];
  basket?: CartView | null;
}) {
  const intl = useIntl();
  const { site, locale } = useSite();
  const live = useCart();
  const { failed } = live;
  // The browser reads the basket once hydrated; until then the page's own view stands in.
  const cart = live.cart ?? basket;
  const cartOpen = useShellDrawers().openDrawer === 'cart';
  const url = useLocalizedHref()('/express');
  const id = useId();
  const [configured, setButtons] = useState<ExpressButtonId[]>(initialButtons);
  const [expanded, setExpanded] = useState(false);
  // Spec 002 §4: at checkout a total of 0 leaves PayPal's zero-amount button alone.
  const { buttons, zeroAmount } = shownButtons(place, configured, cart?.estimatedTotal ?? 0);
  const [active, setActive] = useState<ExpressButtonId | null>(null);

  useEffect(() => {
    if (!cart) return;
    const load = debounce(() => {
      fetch(url, { headers: { accept: 'application/json' } })
        .then((r) => r.json() as Promise<ExpressAnswer<ExpressConfigAnswer>>)
        .then((answer) => setButtons('buttons' in answer ? answer.buttons : []))
        .catch(() => setButtons([]));
    }, CONFIG_DEBOUNCE_MS);
    load.call();
    return load.cancel;
  }, [url, cart, cartOpen]);

  // Spec 002 §4: the Amazon Pay button's estimated amount, read again (after the same 350 ms)
  // when the basket's lines, shipping or totals change and when a sheet closes.
  const [estimate, setAmazon] = useState<ExpressTotals | null>(null);
  const refreshKey = amazonRefreshKey(cart);
  const offersAmazon = buttons.includes('AmazonPay');
  const amazon = offersAmazon && refreshKey !== null ? estimate : null;
  useEffect(() => {
    if (!offersAmazon || refreshKey === null || active) return;
    const load = debounce(() => {
      fetch(`${url}?amount`, { headers: { accept: 'application/json' } })
        .then((r) => r.json())
        .then((answer) => setAmazon(shownAmazonAmount(answer)))
        .catch(() => setAmazon(null));
    }, CONFIG_DEBOUNCE_MS);
    load.call();
    return load.cancel;
  }, [url, offersAmazon, refreshKey, active]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RELOAD_FLAG && event.newValue) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Spec 002 §8: the mini cart's, cart page's and checkout's buttons follow the Checkout button
  // while a cart error is shown (aria-disabled, so they stay focusable and say why).
  const disabled = place !== 'pdp' && !!cart && checkoutDisabled(cart, failed);
  const visible =
    buttons.length > 0 &&
    expressVisible({ place, siteId: site.id, cart, ...(product ? { product } : {}) });
  return (
    <>
      {visible ? (
        <section aria-labelledby={`${id}-label`} data-testid={`express-${place}`} className="mt-3">
          <h2 id={`${id}-label`} className="sr-only">
            {intl.formatMessage(m.expressLabel)}
          </h2>
          <div
            id={`${id}-area`}
            className={`flex flex-col gap-0 overflow-hidden ${expanded ? 'h-[200px] overflow-y-auto' : 'h-10'}`}
          >
            {buttons.map((button, index) => (
              <button
                key={button}
                type="button"
                data-button={button}
                data-zero-amount={zeroAmount || undefined}
                hidden={!expanded && index > 0}
                aria-disabled={disabled || undefined}
                // The amount describes the Amazon Pay button; its name stays the wallet's.
                {...(button === 'AmazonPay' && amazon
                  ? { 'aria-labelledby': `${id}-amazon-name` }
                  : {})}
                aria-describedby={
                  [
                    disabled ? `${id}-blocked` : '',
                    button === 'AmazonPay' && amazon ? `${id}-amazon-amount` : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                onPointerEnter={() => void loadCheckout()}
                onFocus={() => void loadCheckout()}
                onClick={() => {
                  if (disabled || active || (place === 'pdp' && !product?.items)) return;
                  setActive(button);
                }}
                className="h-10 w-full shrink-0 rounded border border-stone-900 bg-white font-semibold text-stone-900 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
              >
                {button === 'AmazonPay' && amazon ? (
                  <span id={`${id}-amazon-name`}>{BUTTON_NAMES[button]}</span>
                ) : (
                  BUTTON_NAMES[button]
                )}
                {button === 'AmazonPay' && amazon ? (
                  <span
                    id={`${id}-amazon-amount`}
                    data-testid="amazon-amount"
                    className="ml-2 text-sm font-normal"
                  >
                    {intl.formatMessage(m.amazonAmount, {
                      amount: formatMoney(amazon.amount, amazon.currency, locale.id),
                    })}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
          {buttons.length > 1 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-area`}
              onClick={() => setExpanded((x) => !x)}
              className="mt-1 min-h-11 text-sm font-semibold underline"
            >
              {intl.formatMessage(expanded ? m.showLess : m.showMore)}
            </button>
          ) : null}
          {disabled ? (
            <p id={`${id}-blocked`} className="text-sm text-stone-700">
              {intl.formatMessage(m.blocked)}
            </p>
          ) : null}
          {showPayLaterMessage(buttons) ? (
            <p className="text-xs text-stone-700">{intl.formatMessage(m.payLaterMessage)}</p>
          ) : null}
        </section>
      ) : null}
      {active ? (
        <Suspense fallback={null}>
          <ExpressCheckout
            button={active}
            place={place}
            {...(product?.items ? { items: product.items } : {})}
            onDone={(placed) => {
              if (placed) writeReloadFlag();
              setActive(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
