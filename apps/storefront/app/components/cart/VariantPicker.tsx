import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { variantFor, type CartLine } from '../../lib/basket/cart-view.ts';
import { productMessages as product } from '../../lib/product/messages.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useBasketErrorText, useCart } from './cart-state.tsx';

/**
 * Spec 001 §4 variant change in the cart: one select per variation attribute; a combination
 * that is exactly one orderable variant replaces the line's product, or merges the line into an
 * equal one already in the basket (the service does both).
 */
export function VariantPicker({ line, onDone }: { line: CartLine; onDone: () => void }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const id = useId();
  const variation = line.variation!;
  const [selection, setSelection] = useState(variation.selected);
  const choose = async (next: Record<string, string>) => {
    setSelection(next);
    const productId = variantFor(variation, next);
    if (!productId || productId === line.productId) return;
    const result = await write({
      intent: 'variant',
      itemId: line.itemId,
      productId,
      quantity: line.quantity,
    });
    if ('error' in result) {
      setSelection(variation.selected);
      const title = errorText(result.error);
      toast({ status: 'error', ...(title ? { title } : {}) });
      return;
    }
    onDone();
  };
  return (
    <div className="flex flex-wrap gap-3" data-testid="variant-picker">
      {variation.attributes.map((attr) => (
        <label key={attr.id} htmlFor={`${id}-${attr.id}`} className="flex flex-col text-xs">
          {attr.name}
          <select
            id={`${id}-${attr.id}`}
            value={selection[attr.id] ?? ''}
            onChange={(event) => void choose({ ...selection, [attr.id]: event.target.value })}
            className="min-h-9 rounded border border-stone-400 bg-white px-2 text-sm"
          >
            {attr.values.map((value) => (
              <option key={value.value} value={value.value}>
                {value.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {variantFor(variation, selection) === null ? (
        <p role="alert" className="w-full text-xs text-red-800">
          {intl.formatMessage(product.selectAllOptions)}
        </p>
      ) : null}
    </div>
  );
}
