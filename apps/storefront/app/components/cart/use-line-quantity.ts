import { useEffect, useRef, useState } from 'react';
import type { CartLine } from '../../lib/basket/cart-view.ts';
import { QUANTITY_DEBOUNCE_MS, quantityChange } from '../../lib/basket/line-quantity.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useBasketErrorText, useCart } from './cart-state.tsx';

/**
 * Spec 001 §4 quantity change: the shown quantity changes at once, the write waits 750 ms for
 * further changes, a value above the maximum or equal to the line's is ignored, 0 sends nothing
 * and asks to remove; an error puts the line's quantity back.
 */
export function useLineQuantity(line: CartLine, askRemove: () => void) {
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const [shown, setShown] = useState(line.quantity);
  const [seen, setSeen] = useState(line.quantity);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (seen !== line.quantity) {
    setSeen(line.quantity);
    setShown(line.quantity);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (quantity: number) => {
    clearTimeout(timer.current);
    const decision = quantityChange(quantity, line);
    if (decision === 'ignore') return;
    setShown(quantity);
    if (decision === 'remove') return askRemove();
    if (decision === 'show') return;
    timer.current = setTimeout(() => {
      void write({ intent: 'quantity', itemId: line.itemId, quantity }).then((result) => {
        if ('error' in result) {
          setShown(line.quantity);
          const title = errorText(result.error);
          toast({ status: 'error', ...(title ? { title } : {}) });
        }
      });
    }, QUANTITY_DEBOUNCE_MS);
  };
  return { shown, change, reset: () => setShown(line.quantity) };
}
