import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCart } from '../cart/cart-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { messageById } from '../../i18n/define-messages.ts';
import { em } from './messages.ts';

const labelValue = messageById('global.labelValue');

/**
 * Removes the etching of a cart line (spec 001 §4): the line goes back to the 'noEtching'
 * option with blank etching fields and the basket's c_containsEtching follows.
 */
export function RemoveEtchingButton({ itemId, name }: { itemId: string; name: string }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-busy={busy}
      aria-label={intl.formatMessage(labelValue, {
        label: intl.formatMessage(em.removeEtching),
        value: name,
      })}
      data-testid="remove-etching"
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void write({ intent: 'removeEtching', itemId }).then((result) => {
          setBusy(false);
          if ('error' in result) toast({ status: 'error' });
        });
      }}
      className="self-start text-xs underline hover:no-underline"
    >
      {intl.formatMessage(em.removeEtching)}
    </button>
  );
}
