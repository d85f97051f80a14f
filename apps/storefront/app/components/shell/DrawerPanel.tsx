import type { ReactNode, RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { CloseIcon } from './icons.tsx';
import { m } from './messages.ts';

/**
 * Where the panel slides in from. `account`: left on mobile, right from 992px (spec 000 §2).
 * The entry transition uses @starting-style, so it needs no animation library.
 */
const SIDE_CLASSES = {
  left: 'left-0 max-w-[400px] starting:-translate-x-full',
  // Spec 001 §2: right-hand drawers (mini cart, quick shop) are at most 457px wide.
  right: 'right-0 max-w-[457px] starting:translate-x-full',
  account:
    'left-0 max-w-[400px] starting:-translate-x-full lg:right-0 lg:left-auto lg:max-w-[457px] lg:starting:translate-x-full',
} as const;

export type DrawerSide = keyof typeof SIDE_CLASSES;

export interface DrawerPanelProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's id, which the header control names in aria-controls. */
  id: string;
  side: DrawerSide;
  title: ReactNode;
  titleClassName: string;
  /** The header control: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * The drawer itself, on radix Dialog: focus trap, Escape and overlay click close it, and focus
 * returns to the header control. Loaded the first time a drawer opens (see Drawer.tsx).
 */
export default function DrawerPanel({
  open,
  onClose,
  id,
  side,
  title,
  titleClassName,
  returnFocusTo,
  onOpenAutoFocus,
  children,
}: DrawerPanelProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/45 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            // There is no radix Trigger to return to: focus the header control ourselves.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-y-0 z-50 flex w-full flex-col bg-white text-stone-900 shadow-2xl transition-transform duration-300 ease-out focus:outline-none motion-reduce:transition-none ${SIDE_CLASSES[side]}`}
        >
          <div className="flex min-h-16 items-center justify-between gap-4 border-b border-stone-200 px-5">
            <Dialog.Title className={`text-lg font-semibold tracking-tight ${titleClassName}`}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(m.close)}
              className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
