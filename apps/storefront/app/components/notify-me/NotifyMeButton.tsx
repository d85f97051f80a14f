import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

const loadModal = () => import('./NotifyMeModal.tsx');
// The modal's code loads on first open (prefetched on pointer or focus): the product page's and
// the listings' JavaScript budget (docs/decisions/dialog-code-loads-on-first-open.md).
const NotifyMeModal = lazy(loadModal);

/**
 * Notify Me (spec 001 §2, §4) on a tile or the product page: opens the 'Notify me' modal for the
 * sku, which stays mounted once loaded and gives focus back to this button when it closes.
 */
export function NotifyMeButton({
  sku,
  className,
  describedBy,
  testId = 'notify-me',
  children,
}: {
  sku: string;
  className: string;
  describedBy?: string;
  /** The product page keeps its purchase button's test id, whatever the button does. */
  testId?: string;
  children: ReactNode;
}) {
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
        aria-describedby={describedBy}
        data-action="notifyMe"
        data-testid={testId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className={className}
      >
        {children}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <NotifyMeModal
            sku={sku}
            open={open}
            onOpenChange={setOpen}
            onClosed={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
