import { useId, useState } from 'react';
import { quantityInput, stepQuantity } from '../../../lib/product/page/cart-button.ts';
import type { PdpCart } from '../../../lib/product/page/pdp-view.ts';
import { usePdpFormat } from './format.ts';
import { GLYPH_MINUS, GLYPH_PLUS } from '../../ui/text.ts';

/**
 * Spec 001 §5 quantity picker: − and + within the limits, typed values fixed on blur. `max` is
 * what may still be added (the limit minus what the basket holds); the note names the limit
 * itself, which the page already shows (never a stock level, see PdpCart.max).
 */
export function QuantityPicker({
  cart,
  max,
  disabled = false,
  quantity,
  onChange,
}: {
  cart: PdpCart;
  max: number | undefined;
  /** The basket already holds the limit (spec 001 §4 "Max quantity reached"). */
  disabled?: boolean;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = usePdpFormat();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const limits = { ...cart, ...(max !== undefined ? { max } : {}) };
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
          disabled={disabled || quantity <= cart.min}
          onClick={() => onChange(stepQuantity(quantity, -1, limits))}
          className={button}
        >
          {GLYPH_MINUS}
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          {...(max !== undefined ? { max } : {})}
          step={cart.step}
          disabled={disabled}
          value={text ?? String(quantity)}
          onChange={(event) => {
            setText(event.target.value);
            onChange(quantityInput(event.target.value, limits, false));
          }}
          onBlur={(event) => {
            setText(null);
            onChange(quantityInput(event.target.value, limits, true));
          }}
          aria-describedby={cart.max !== undefined ? `${id}-max` : undefined}
          className="w-14 [appearance:textfield] border-x border-stone-300 bg-transparent py-2 text-center [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('pdp.quantity.increase')}
          aria-controls={id}
          disabled={disabled || (max !== undefined && quantity >= max)}
          onClick={() => onChange(stepQuantity(quantity, 1, limits))}
          className={button}
        >
          {GLYPH_PLUS}
        </button>
      </div>
      {cart.max !== undefined ? (
        <p id={`${id}-max`} className="mt-1 text-xs text-stone-600">
          {t('pdp.quantity.max', { max: cart.max })}
        </p>
      ) : null}
    </div>
  );
}
