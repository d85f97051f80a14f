import { useId, useState } from 'react';
import { useAddToCart } from '../../cart/cart-state.tsx';
import { useToast } from '../../ui/Toaster.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { cartButton, quantityInput, stepQuantity } from '../../../lib/product/page/cart-button.ts';
import type { PdpAccessory, PdpCart } from '../../../lib/product/page/pdp-view.ts';
import { productMessage } from '../../../lib/product/messages.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { usePdpFormat } from './format.ts';
import { PriceDisplay } from './PriceDisplay.tsx';
import { ExpressButtons } from '../../wallets/ExpressButtons.tsx';

const cents = (n: number) => Math.round(n * 100) / 100;

/** Spec 001 §5 quantity picker: − and + within the limits, typed values fixed on blur. */
export function QuantityPicker({
  cart,
  quantity,
  onChange,
}: {
  cart: PdpCart;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = usePdpFormat();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const max = cart.max;
  const button =
    'inline-flex size-11 items-center justify-center text-xl text-stone-900 disabled:text-stone-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {t('pdp.quantity')}
      </label>
      <div className="inline-flex items-center rounded-full border border-stone-300">
        <button
          type="button"
          aria-label={t('pdp.quantity.decrease')}
          aria-controls={id}
          disabled={quantity <= cart.min}
          onClick={() => onChange(stepQuantity(quantity, -1, cart))}
          className={button}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          {...(max !== undefined ? { max } : {})}
          step={cart.step}
          value={text ?? String(quantity)}
          onChange={(event) => {
            setText(event.target.value);
            onChange(quantityInput(event.target.value, cart, false));
          }}
          onBlur={(event) => {
            setText(null);
            onChange(quantityInput(event.target.value, cart, true));
          }}
          aria-describedby={max !== undefined ? `${id}-max` : undefined}
          className="w-14 [appearance:textfield] border-x border-stone-300 bg-transparent py-2 text-center [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('pdp.quantity.increase')}
          aria-controls={id}
          disabled={max !== undefined && quantity >= max}
          onClick={() => onChange(stepQuantity(quantity, 1, cart))}
          className={button}
        >
          +
        </button>
      </div>
      {max !== undefined ? (
        <p id={`${id}-max`} className="mt-1 text-xs text-stone-600">
          {t('pdp.quantity.max', { max })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Accessories with Add toggles, the quantity picker and the add-to-cart button (spec 001 §2, §4,
 * §5). The label follows the quantity and accessories. Adding puts the chosen variant (or the
 * item, bundle or every set part) times the quantity and each toggled accessory into the basket;
 * while adding the button is busy; a variant or set part still to choose shows 'Please select all
 * your options above' instead. `onAdded` runs after a successful add (quick shop closes).
 */
export function PurchasePanel({
  cart,
  currency,
  accessories = [],
  showPrice = false,
  quantity,
  onQuantity,
  onAdded,
  express = false,
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
  /** The product page shows the express buttons beside Add to Cart (spec 002 §2). */
  express?: boolean;
}) {
  const { locale } = useSite();
  const { t, rule } = usePdpFormat();
  const [added, setAdded] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [askChoice, setAskChoice] = useState(false);
  const addToCart = useAddToCart();
  const toast = useToast();
  const noteId = useId();
  const chosen = accessories.filter((a) => added.includes(a.id));
  const state = cartButton({
    cart,
    quantity,
    accessoriesCount: chosen.length,
    accessoriesTotal: cents(chosen.reduce((sum, a) => sum + a.price, 0)),
    currency,
    localeId: locale.id,
  });
  return (
    <div className="flex flex-col gap-5">
      {showPrice ? (
        <PriceDisplay source={cart.priceSource} currency={currency} quantity={quantity} />
      ) : null}
      {accessories.length ? (
        <section aria-labelledby={`${noteId}-accessories`}>
          <h2 id={`${noteId}-accessories`} className="mb-2 text-sm font-semibold">
            {t('pdp.accessories')}
          </h2>
          <ul className="flex flex-col gap-2">
            {accessories.map((accessory) => {
              const on = added.includes(accessory.id);
              const price = formatMoney(accessory.price, currency, locale.id);
              return (
                <li
                  key={accessory.id}
                  className="flex items-center gap-3 rounded border border-stone-200 p-2"
                >
                  <span className="flex-1 text-sm">
                    {accessory.name} <span className="text-stone-600">{price}</span>
                  </span>
                  <button
                    type="button"
                    aria-pressed={on}
                    aria-label={t('pdp.accessories.addLabel', { name: accessory.name, price })}
                    onClick={() =>
                      setAdded((list) =>
                        on ? list.filter((id) => id !== accessory.id) : [...list, accessory.id],
                      )
                    }
                    className="min-h-11 rounded-full border border-stone-900 px-4 text-sm font-semibold aria-pressed:bg-stone-900 aria-pressed:text-white"
                  >
                    {on ? t('pdp.accessories.added') : t('pdp.accessories.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {(cart.needsSelection || askChoice) && !cart.outOfStock ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {rule(productMessage('selectAllOptions'))}
        </p>
      ) : null}
      {cart.hideQuantity ? null : (
        <QuantityPicker cart={cart} quantity={quantity} onChange={onQuantity} />
      )}
      {cart.discontinued ? null : (
        <button
          type="button"
          aria-disabled={!state.allowed || busy}
          aria-busy={busy}
          data-testid="add-to-cart"
          data-allowed={state.allowed}
          onClick={() => {
            if (cart.needsFuelAdaptor) {
              toast({ status: 'warning', title: rule(productMessage('selectFuelAdaptor')) });
            }
            if (busy || !state.allowed) return;
            if (!cart.basketItems) {
              setAskChoice(true);
              return;
            }
            const items = [
              ...cart.basketItems.map((item) => ({
                productId: item.productId,
                quantity: item.quantity * quantity,
              })),
              ...chosen.map((a) => ({ productId: a.id, quantity: 1 })),
            ];
            setBusy(true);
            void addToCart({
              items,
              openCartAfterNavigation: onAdded !== undefined,
              tracking: [
                { tracking: cart.tracking, quantity },
                ...chosen.map((a) => ({
                  tracking: { id: a.id, name: a.name, price: a.price, currency },
                  quantity: 1,
                })),
              ],
            }).then((ok) => {
              setBusy(false);
              if (ok) onAdded?.();
            });
          }}
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
      {express && !cart.discontinued ? (
        <ExpressButtons
          place="pdp"
          product={{
            addAllowed: state.allowed,
            salePrice: cart.tracking.price,
            items:
              cart.basketItems?.map((item) => ({
                productId: item.productId,
                quantity: item.quantity * quantity,
              })) ?? null,
          }}
        />
      ) : null}
    </div>
  );
}
