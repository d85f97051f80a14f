import { useState } from 'react';
import { useAddToCart, useUpdateLine } from '../../cart/cart-state.tsx';
import { useToast } from '../../ui/Toaster.tsx';
import { itemsAt } from '../../../lib/product/page/add-items.ts';
import type { CartButtonState } from '../../../lib/product/page/cart-button.ts';
import type { PdpAccessory, PdpCart } from '../../../lib/product/page/pdp-view.ts';
import { productMessage } from '../../../lib/product/messages.ts';
import { usePdpFormat } from './format.ts';
import { partElementId } from './Members.tsx';
import type { Frequency, NO_FREQUENCY } from '../../../lib/subscriptions/frequency.ts';

/** The basket line a panel edits (spec 001 §4 'Update'), and whether its mini cart reopens after. */
export interface LineEdit {
  itemId: string;
  fromMiniCart: boolean;
}

/**
 * Add to Cart (spec 001 §5): the chosen variant (or the item, bundle or every set part) times the
 * quantity plus each toggled accessory go into the basket; `busy` while the add runs. A variant or
 * set part still to choose sets `askChoice` instead; a stove that needs a fuel adaptor warns.
 * When `editing` a basket line (spec 001 §4 'Update'), the line takes the chosen variant and
 * quantity instead.
 */
export function usePurchase({
  cart,
  quantity,
  chosen,
  currency,
  state,
  onAdded,
  partIdPrefix,
  editing,
  subscription,
}: {
  cart: PdpCart;
  quantity: number;
  chosen: PdpAccessory[];
  currency: string;
  state: CartButtonState;
  onAdded?: () => void;
  /** Where the parts' rows are (Members' `idPrefix`), to scroll to the first one to choose. */
  partIdPrefix: string;
  editing?: LineEdit | undefined;
  /** The subscription frequency the product's lines carry (spec 001 §3 c_subscriptionFrequency). */
  subscription?: Frequency | typeof NO_FREQUENCY | undefined;
}) {
  const { rule } = usePdpFormat();
  const [busy, setBusy] = useState(false);
  const [askChoice, setAskChoice] = useState(false);
  const addToCart = useAddToCart();
  const updateLine = useUpdateLine();
  const toast = useToast();
  const add = () => {
    if (cart.needsFuelAdaptor) {
      toast({ status: 'warning', title: rule(productMessage('selectFuelAdaptor')) });
    }
    if (busy) return;
    if (!cart.basketItems || cart.needsSelection) {
      setAskChoice(true);
      // Spec 001 §4 quick shop: "otherwise it scrolls to the first unselected child".
      if (cart.pendingPart) {
        const row = document.getElementById(partElementId(partIdPrefix, cart.pendingPart));
        row?.scrollIntoView({ block: 'start', behavior: 'smooth' });
        row?.focus({ preventScroll: true });
      }
      return;
    }
    if (!state.allowed) return;
    setBusy(true);
    const [item] = cart.basketItems;
    if (editing && item) {
      void updateLine({
        itemId: editing.itemId,
        productId: item.productId,
        quantity,
        openCartAfterNavigation: editing.fromMiniCart,
      }).then((ok) => {
        setBusy(false);
        if (ok) onAdded?.();
      });
      return;
    }
    void addToCart({
      items: [
        ...itemsAt(cart.basketItems, quantity).map((item) => ({
          ...item,
          // '0_0' (a one-time purchase) is no subscription.
          ...(subscription && subscription !== '0_0'
            ? { c_subscriptionFrequency: subscription }
            : {}),
        })),
        ...chosen.map((a) => ({ productId: a.id, quantity: 1 })),
      ],
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
  };
  return { busy, askChoice, add };
}
