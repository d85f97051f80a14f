import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from './messages.ts';

/**
 * Spec 001 §2 remove confirmation overlay of a cart line (Remove, Cancel). It covers the button
 * that opened it, so focus moves to its Remove button. `onClose` runs on Cancel and after a
 * removal that failed (a removed line unmounts with its overlay).
 */
export function RemoveConfirmation({
  onRemove,
  onClose,
}: {
  onRemove: () => Promise<boolean>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [removing, setRemoving] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(m.removeConfirm)}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/95 p-2 text-center"
      data-testid="remove-confirmation"
    >
      <p className="text-sm font-semibold">{intl.formatMessage(m.removeConfirm)}</p>
      <div className="flex gap-3">
        <button
          type="button"
          disabled={removing}
          ref={confirmRef}
          onClick={() => {
            setRemoving(true);
            void onRemove().then((ok) => {
              setRemoving(false);
              if (!ok) onClose();
            });
          }}
          className="min-h-10 rounded-full bg-stone-900 px-5 text-sm font-semibold text-white"
        >
          {intl.formatMessage(m.remove)}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 rounded-full border border-stone-900 px-5 text-sm font-semibold"
        >
          {intl.formatMessage(m.cancel)}
        </button>
      </div>
    </div>
  );
}
