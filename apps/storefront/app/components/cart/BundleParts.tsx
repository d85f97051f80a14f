import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartBundlePart } from '../../lib/basket/cart-view.ts';
import { messageById } from '../../i18n/define-messages.ts';
import { m } from './messages.ts';
import { VariantPicker } from './VariantPicker.tsx';

const labelValue = messageById('global.labelValue');

/**
 * The parts of a bundle line (spec 001 §3 bundledProductItems): name, units and chosen variant;
 * a part whose master has other variants gets Edit and the cart's variant picker, which sends
 * the change as one batch update of the bundled items (spec 001 §4).
 */
export function BundleParts({
  parts,
  bundleName,
}: {
  parts: CartBundlePart[];
  bundleName: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage(m.bundleParts);
  return (
    <ul
      aria-label={intl.formatMessage(labelValue, { label, value: bundleName })}
      className="flex flex-col gap-1 border-l-2 border-stone-300 pl-3 text-xs"
      data-testid="bundle-parts"
    >
      {parts.map((part) => (
        <BundlePartRow key={part.itemId} part={part} />
      ))}
    </ul>
  );
}

function BundlePartRow({ part }: { part: CartBundlePart }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  // The picker goes away: keyboard focus returns to the part's Edit button once it is back.
  useEffect(() => {
    if (editing || !returning.current) return;
    returning.current = false;
    edit.current?.focus();
  }, [editing]);
  const done = () => {
    returning.current = true;
    setEditing(false);
  };
  return (
    <li className="flex flex-col gap-1" data-testid="bundle-part" data-product-id={part.productId}>
      <span>{intl.formatMessage(m.bundlePart, { quantity: part.quantity, name: part.name })}</span>
      {part.options.map((option) => (
        <span key={option.label} className="text-stone-600">
          {intl.formatMessage(labelValue, option)}
        </span>
      ))}
      {part.variation ? (
        editing ? (
          <VariantPicker
            variation={part.variation}
            productId={part.productId}
            action={(productId) => ({
              intent: 'bundleParts',
              changes: [{ itemId: part.itemId, productId }],
            })}
            onDone={done}
            label={part.name}
          />
        ) : (
          <button
            ref={edit}
            type="button"
            onClick={() => setEditing(true)}
            aria-label={intl.formatMessage(labelValue, {
              label: intl.formatMessage(m.editVariant),
              value: part.name,
            })}
            className="self-start underline hover:no-underline"
          >
            {intl.formatMessage(m.editVariant)}
          </button>
        )
      ) : null}
    </li>
  );
}
