import { useState, type ComponentType } from 'react';
import {
  cartButton,
  priceAt,
  remainingLimit,
  unitsInBasket,
} from '../../../lib/product/page/cart-button.ts';
import { itemsAt } from '../../../lib/product/page/add-items.ts';
import type { PdpAccessory, PdpCart } from '../../../lib/product/page/pdp-view.ts';
import { productMessage } from '../../../lib/product/messages.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { useCart } from '../../cart/cart-state.tsx';
import { NotifyMeButton, type NotifyMeLauncher } from '../../notify-me/NotifyMeButton.tsx';
import { AccessoryToggles } from './AccessoryToggles.tsx';
import { usePdpFormat } from './format.ts';
import type { ExpressButtons } from '../../wallets/ExpressButtons.tsx';
import { KlarnaOffer } from '../../klarna/KlarnaOffer.tsx';
import { PriceDisplay } from './PriceDisplay.tsx';
import { QuantityPicker } from './QuantityPicker.tsx';
import { usePurchase, type LineEdit } from './use-purchase.ts';
import type { Frequency, NO_FREQUENCY } from '../../../lib/subscriptions/frequency.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Accessories with Add toggles, the quantity picker and the add-to-cart button (spec 001 §2, §4,
 * §5). The label follows the quantity and accessories; while adding the button is busy; a variant
 * or set part still to choose shows 'Please select all your options above' instead.
 */
export function PurchasePanel({
  cart,
  currency,
  accessories = [],
  showPrice = false,
  quantity,
  onQuantity,
  onAdded,
  express: Express,
  partIdPrefix = 'pdp',
  editing,
  subscription,
  subscriptionPrice,
  notifyMe,
}: {
  cart: PdpCart;
  currency: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
  accessories?: PdpAccessory[];
  /** Runs after a successful add and navigates (quick shop closes); the mini cart opens then. */
  onAdded?: () => void;
  /** Quick shop shows the price next to the button; the page shows it under the name. */
  showPrice?: boolean;
  /**
   * The product page shows the express buttons beside Add to Cart (spec 002 §2); it hands them
   * in, loaded apart, so a page that shows no panel does not load them (ProductPage.tsx).
   */
  express?: ComponentType<Parameters<typeof ExpressButtons>[0]> | undefined;
  /** The `idPrefix` of the set or bundle parts listed with this panel (see Members). */
  partIdPrefix?: string;
  /** The basket line quick shop edits (spec 001 §4 'Update'): the button updates it. */
  editing?: LineEdit | undefined;
  /** The product page's subscription choice (spec 001 §4), for the line Add to Cart adds. */
  subscription?: Frequency | typeof NO_FREQUENCY;
  /** Each subscription order's price (c_OGsubscriptionPrice): the line's price once opted in. */
  subscriptionPrice?: number | undefined;
  /** The notify-me modal, handed in like the express buttons (NotifyMeButton.tsx says why). */
  notifyMe?: NotifyMeLauncher;
}) {
  const { locale } = useSite();
  const { rule } = usePdpFormat();
  const [added, setAdded] = useState<string[]>([]);
  const chosen = accessories.filter((a) => added.includes(a.id));
  // Spec 001 §5: the picker's maximum is the limit minus what the basket already holds; a line
  // being edited is replaced, so only the other lines count.
  const lines = (useCart().cart?.lines ?? []).filter((line) => line.itemId !== editing?.itemId);
  const inBasket = unitsInBasket(lines, cart.basketItems);
  const limit = remainingLimit(cart, inBasket);
  const state = cartButton({
    inBasket,
    cart,
    quantity,
    accessoriesCount: chosen.length,
    accessoriesTotal: cents(chosen.reduce((sum, a) => sum + a.price, 0)),
    currency,
    localeId: locale.id,
    mode: editing ? 'update' : 'add',
    ...(subscription && subscription !== '0_0' && subscriptionPrice !== undefined
      ? { unitPrice: subscriptionPrice }
      : {}),
  });
  const { busy, askChoice, add } = usePurchase({
    cart,
    quantity,
    chosen,
    currency,
    state,
    onAdded,
    partIdPrefix,
    editing,
    subscription,
  });
  // Spec 001 §4: Notify Me is for the one product the page would put in the basket (the chosen
  // variant, the item or bundle), not for a set's several parts.
  const notifySku = cart.basketItems?.length === 1 ? cart.basketItems[0]!.productId : undefined;
  const toggle = (id: string) =>
    setAdded((list) => (list.includes(id) ? list.filter((a) => a !== id) : [...list, id]));
  return (
    <div className="flex flex-col gap-5">
      {showPrice ? (
        <>
          <PriceDisplay source={cart.priceSource} currency={currency} quantity={quantity} />
          <KlarnaOffer price={priceAt(cart.priceSource, quantity).current} currency={currency} />
        </>
      ) : null}
      {accessories.length ? (
        <AccessoryToggles
          accessories={accessories}
          added={added}
          currency={currency}
          onToggle={toggle}
        />
      ) : null}
      {(cart.needsSelection || askChoice) && !cart.outOfStock ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {rule(productMessage('selectAllOptions'))}
        </p>
      ) : null}
      {cart.hideQuantity ? null : (
        <QuantityPicker
          cart={cart}
          max={limit.max}
          disabled={limit.reached}
          quantity={quantity}
          onChange={onQuantity}
        />
      )}
      {cart.discontinued ? null : state.notifyMe && notifySku && notifyMe ? (
        <NotifyMeButton
          sku={notifySku}
          launcher={notifyMe}
          testId="add-to-cart"
          className="min-h-12 w-full rounded-full bg-stone-900 px-6 py-3 text-base font-semibold text-white"
        >
          {rule(state.label)}
        </NotifyMeButton>
      ) : (
        <button
          type="button"
          aria-disabled={!state.allowed || busy}
          aria-busy={busy}
          data-testid="add-to-cart"
          data-allowed={state.allowed}
          onClick={add}
          className={`min-h-12 w-full rounded-full px-6 py-3 text-base font-semibold ${state.allowed || state.notifyMe ? 'bg-stone-900 text-white' : 'cursor-not-allowed bg-stone-300 text-stone-700'} aria-busy:opacity-70`}
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white border-t-transparent align-[-2px]"
            />
          ) : null}
          {rule(state.label)}
        </button>
      )}
      {Express && !cart.discontinued && !editing ? (
        <div data-part="express-buttons" className="contents">
          <Express
            place="pdp"
            product={{
              addAllowed: state.allowed,
              salePrice: cart.tracking.price,
              items: cart.basketItems ? itemsAt(cart.basketItems, quantity) : null,
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
