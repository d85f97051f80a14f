import { useIntl } from 'react-intl';
import { buyMoreSaveMore, showsShippingInfo } from '../../lib/basket/summary.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { m as shell } from '../shell/messages.ts';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { primaryButtonClass, progressBarClass, secondaryButtonClass } from '../shell/styles.ts';
import { useAddToCart, useCart } from './cart-state.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { CouponChips } from './CouponChips.tsx';
import { FreeShipping } from './FreeShipping.tsx';
import { GiftCardLines } from './gift-card-lines.tsx';
import { CheckoutButton, OrderSummaryLines } from './OrderSummary.tsx';
import { ExpressButtons } from '../wallets/ExpressButtons.tsx';
import { SavedItemsPanel } from '../wishlist/SavedItemsPanel.tsx';
import { CartRecommendations } from '../recommendations/CartRecommendations.tsx';
import { m } from './messages.ts';
import { MiniCartContent } from './MiniCartContent.tsx';

// The drawer's control preloads the content with this module's code (CartDrawer.tsx).
export { preloadContent } from './MiniCartContent.tsx';

/** Spec 001 §2 buy-more-save-more progress box, when the basket carries an order approach. */
function BuyMoreSaveMore() {
  const { cart } = useCart();
  const box = cart ? buyMoreSaveMore(cart) : null;
  if (!box) return null;
  return (
    <div className="rounded-md bg-orange-50 p-3 text-sm" data-testid="buy-more-save-more">
      <p>{box.message}</p>
      <progress
        className={progressBarClass}
        max={box.max}
        value={box.value}
        aria-label={box.message}
      />
    </div>
  );
}

/**
 * Spec 001 §2 bonus gift choices: each free gift a promotion offers, added with its bonus
 * choice until maxBonusItems are in the basket.
 */
function BonusChoices() {
  const intl = useIntl();
  const { cart } = useCart();
  const addToCart = useAddToCart();
  const open = (cart?.bonusChoices ?? []).filter(
    (choice) => choice.added < choice.maxBonusItems && choice.products.length > 0,
  );
  if (!cart || !open.length) return null;
  return (
    <section aria-labelledby="bonus-choices" className="rounded-md border border-stone-200 p-3">
      <h3 id="bonus-choices" className="mb-2 text-sm font-semibold">
        {intl.formatMessage(m.freeGiftTitle)}
      </h3>
      <ul className="flex flex-col gap-2" data-testid="bonus-choices">
        {open.flatMap((choice) =>
          choice.products.map((product) => (
            <li key={`${choice.bonusDiscountLineItemId}-${product.productId}`}>
              <div className="flex items-center gap-3 text-sm">
                {product.image ? (
                  <img
                    src={product.image.src}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded bg-white object-contain"
                  />
                ) : null}
                <span className="flex-1">{product.name}</span>
                <button
                  type="button"
                  aria-label={intl.formatMessage(m.freeGiftAddLabel, { name: product.name })}
                  onClick={() =>
                    void addToCart({
                      items: [
                        {
                          productId: product.productId,
                          quantity: 1,
                          bonusDiscountLineItemId: choice.bonusDiscountLineItemId,
                        },
                      ],
                      tracking: [
                        {
                          tracking: {
                            id: product.productId,
                            name: product.name,
                            price: 0,
                            currency: cart.currency,
                          },
                          quantity: 1,
                        },
                      ],
                    })
                  }
                  className="min-h-10 rounded-full border border-stone-900 px-4 font-semibold"
                >
                  {intl.formatMessage(m.freeGiftAdd)}
                </button>
              </div>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

/**
 * The mini cart's content (spec 001 §2 "Mini cart"), loaded with the drawer: free-shipping
 * progress, the lines with their remove confirmation, the order summary accordion, View Cart
 * and Checkout (spec 001 §4 disabled rules; checkout itself is a later issue), then the
 * `mini_cart` content entry's sections (spec 000 §2) above the recommendations, empty or not.
 */
export default function MiniCart() {
  const intl = useIntl();
  const { cart, failed } = useCart();
  const { site } = useSite();
  const drawers = useShellDrawers();
  if (!cart || cart.count === 0) {
    return (
      <div className="flex flex-col items-center gap-6 px-5 py-14 text-center">
        <button type="button" onClick={drawers.close} className={primaryButtonClass}>
          {intl.formatMessage(shell.keepShopping)}
        </button>
        <MiniCartContent />
        <CartRecommendations />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 px-5 py-4" data-testid="mini-cart">
      <BuyMoreSaveMore />
      {showsShippingInfo(cart, site.id) ? <FreeShipping /> : null}
      <BonusChoices />
      <ul aria-label={intl.formatMessage(m.itemsLabel)} className="divide-y divide-stone-200">
        {cart.lines.map((line) => (
          <CartLineItem
            key={line.itemId}
            line={line}
            currency={cart.currency}
            basketId={cart.basketId}
          />
        ))}
        <GiftCardLines cart={cart} />
      </ul>
      <details className="border-y border-stone-200 py-2" open>
        <summary className="cursor-pointer py-2 font-semibold">
          {intl.formatMessage(m.orderSummary)}
        </summary>
        <OrderSummaryLines cart={cart} shipping={showsShippingInfo(cart, site.id)} />
        <CouponChips cart={cart} />
      </details>
      {/* Spec 001 §2: the saved items section; it reads again after each cart change. */}
      <SavedItemsPanel version={cart.count} />
      <div className="flex flex-col gap-3">
        <LocalizedLink to="/cart" className={secondaryButtonClass}>
          {intl.formatMessage(m.viewCart)}
        </LocalizedLink>
        <CheckoutButton cart={cart} failed={failed} />
        {/* Spec 002 §2: express buttons, hidden when the subtotal is 0. */}
        <ExpressButtons place="minicart" />
      </div>
      <MiniCartContent />
      <CartRecommendations />
    </div>
  );
}
