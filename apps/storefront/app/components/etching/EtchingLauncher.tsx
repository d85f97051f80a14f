import { lazy, Suspense, useRef, useState } from 'react';
import type { EtchingView } from '../../lib/etching/view.ts';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { em } from './messages.ts';
import { useIntl } from 'react-intl';

const loadModal = () => import('./EtchingModal.tsx');
// The modal's code loads on first open (prefetched on pointer or focus): the product page's
// JavaScript budget (docs/decisions/dialog-code-loads-on-first-open.md).
const EtchingModal = lazy(loadModal);

/**
 * The etching launcher of the product page (spec 001 §2, after the variation swatches): a button
 * that opens the full-screen etching modal, which stays mounted once loaded and gives focus
 * back to the button when it closes.
 */
export function EtchingLauncher({
  etching,
  quantity,
  tracking,
}: {
  etching: EtchingView;
  quantity: number;
  tracking: ProductTracking;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadModal();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="etching-launcher"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="min-h-11 self-start rounded-full border-2 border-stone-900 px-5 py-2 font-semibold hover:bg-stone-100"
      >
        {intl.formatMessage(em.launch)}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <EtchingModal
            etching={etching}
            open={open}
            quantity={quantity}
            tracking={tracking}
            onClose={() => setOpen(false)}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
