import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { m } from './messages.ts';

const loadPanel = () => import('./ConsentPanel.tsx');
// Few visitors open it: the radix Dialog code loads with the first opening.
const ConsentPanel = lazy(loadPanel);

/**
 * The footer's Consent Preferences dialog: necessary cookies always on, analytics and marketing
 * opt-in, the store's own personalisation (Recently Viewed) on until declined. The choice goes to the `consent` cookie and a `consentchange` event, which the script
 * loader reads before loading any third-party script (DESIGN.md).
 */
export function ConsentDialog({ triggerClassName }: { triggerClassName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Each opening mounts the panel afresh, so it reads the cookie's current choice.
  const [opens, setOpens] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const show = () => {
    setOpens(opens + 1);
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={show}
      >
        {intl.formatMessage(m.consentPreferences)}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ConsentPanel
            key={opens}
            open={open}
            onClose={() => setOpen(false)}
            id={id}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
