import { useId } from 'react';
import { formatMoney } from '../../../lib/format/money.ts';
import type { PdpAccessory } from '../../../lib/product/page/pdp-view.ts';
import { useSite } from '../../../lib/site-context.tsx';
import { usePdpFormat } from './format.ts';

/** Spec 001 §4 accessories: each with its price and an Add toggle (pressed once added). */
export function AccessoryToggles({
  accessories,
  added,
  currency,
  onToggle,
}: {
  accessories: PdpAccessory[];
  added: string[];
  currency: string;
  onToggle: (id: string) => void;
}) {
  const { locale } = useSite();
  const { t } = usePdpFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-sm font-semibold">
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
                onClick={() => onToggle(accessory.id)}
                className="min-h-11 rounded-full border border-stone-900 px-4 text-sm font-semibold aria-pressed:bg-stone-900 aria-pressed:text-white"
              >
                {on ? t('pdp.accessories.added') : t('pdp.accessories.add')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
