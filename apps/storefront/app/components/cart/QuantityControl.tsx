import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartLine } from '../../lib/basket/cart-view.ts';
import { m } from './messages.ts';
import { GLYPH_MINUS, GLYPH_PLUS } from '../ui/text.ts';

/**
 * The line's quantity stepper (spec 001 §4, §5): − and + by the line's step within its limits,
 * and a number field that keeps what is typed until blur.
 */
export function QuantityControl({
  line,
  shown,
  onChange,
}: {
  line: CartLine;
  shown: number;
  onChange: (quantity: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const button =
    'inline-flex size-9 items-center justify-center text-lg text-stone-900 disabled:text-stone-300 focus-visible:outline-2 focus-visible:outline-orange-700';
  return (
    <div className="inline-flex items-center rounded-full border border-stone-300">
      <button
        type="button"
        aria-label={intl.formatMessage(m.decrease)}
        aria-controls={id}
        disabled={shown <= 0}
        onClick={() => onChange(Math.max(0, shown - line.step))}
        className={button}
      >
        {GLYPH_MINUS}
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={line.max}
        step={line.step}
        aria-label={intl.formatMessage(m.quantityOf, { name: line.name })}
        value={text ?? String(shown)}
        onChange={(event) => {
          setText(event.target.value);
          const value = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(value)) onChange(value);
        }}
        onBlur={(event) => {
          setText(null);
          // Spec 001 §5: "blank or negative on blur resets to 1".
          const value = Number(event.target.value);
          if (event.target.value === '' || value < 0) onChange(1);
        }}
        className="w-12 [appearance:textfield] border-x border-stone-300 bg-transparent py-1 text-center [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={intl.formatMessage(m.increase)}
        aria-controls={id}
        disabled={shown + line.step > line.max}
        onClick={() => onChange(shown + line.step)}
        className={button}
      >
        {GLYPH_PLUS}
      </button>
    </div>
  );
}
