import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BasketActionInput } from '../../lib/basket/actions.ts';
import { variantFor, type LineVariation } from '../../lib/basket/cart-view.ts';
import { productMessages as product } from '../../lib/product/messages.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useBasketErrorText, useCart } from './cart-state.tsx';

/**
 * Spec 001 §4 variant change of a bundle part in the cart: one select per variation attribute; a
 * combination that is exactly one orderable variant is sent as `action` names it (a batch update
 * of bundled items). A line of its own is edited in quick shop instead ('Update', CartLineItem).
 * `label` names the group when the selects alone would not say whose they are.
 */
export function VariantPicker({
  variation,
  productId: current,
  action,
  onDone,
  label,
}: {
  variation: LineVariation;
  productId: string;
  action: (productId: string) => BasketActionInput;
  onDone: () => void;
  label?: string;
}) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  const id = useId();
  const [selection, setSelection] = useState(variation.selected);
  const choose = async (next: Record<string, string>) => {
    setSelection(next);
    const productId = variantFor(variation, next);
    if (!productId || productId === current) return;
    const result = await write(action(productId));
    if ('error' in result) {
      setSelection(variation.selected);
      const title = errorText(result.error);
      toast({ status: 'error', ...(title ? { title } : {}) });
      return;
    }
    onDone();
  };
  return (
    <div
      className="flex flex-wrap gap-3"
      data-testid="variant-picker"
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
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
