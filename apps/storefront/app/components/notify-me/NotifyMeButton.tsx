import { Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What the modal takes (NotifyMeModal.tsx). */
export interface NotifyMeModalProps {
  sku: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}

/**
 * The modal as the page that shows the button loads it: `lazy(() => import('…/NotifyMeModal'))`
 * declared in that page's own chunk, which already holds the bundler's loader of split code;
 * here (the chunk the product page and tiles share) it would add the loader's bytes to a product
 * page that has none to spare (docs/decisions/notify-me.md). For the same bytes it is not
 * prefetched on hover: the first open waits for one small chunk.
 */
export type NotifyMeLauncher = ComponentType<NotifyMeModalProps>;

/**
 * Notify Me (spec 001 §2, §4) on a tile or the product page: opens the 'Notify me' modal for the
 * sku, which loads on first open, stays mounted and gives focus back to this button when it
 * closes (docs/decisions/dialog-code-loads-on-first-open.md).
 */
export function NotifyMeButton({
  sku,
  launcher: Modal,
  className,
  describedBy,
  testId = 'notify-me',
  children,
}: {
  sku: string;
  launcher: NotifyMeLauncher;
  className: string;
  describedBy?: string;
  /** The product page keeps its purchase button's test id, whatever the button does. */
  testId?: string;
  children: ReactNode;
}) {
  // null until first opened: the modal mounts then and stays (its code loads on that click).
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open === true}
        aria-describedby={describedBy}
        data-action="notifyMe"
        data-testid={testId}
        onClick={() => setOpen(true)}
        className={className}
      >
        {children}
      </button>
      {open !== null ? (
        <Suspense fallback={null}>
          <Modal
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
