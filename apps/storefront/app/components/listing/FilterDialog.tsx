import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import type { RefinementView } from '../../lib/listing/listing-view.ts';
import { CloseIcon } from '../shell/icons.tsx';
import { m as shell } from '../shell/messages.ts';
import { primaryButtonClass, secondaryButtonClass } from '../shell/styles.ts';
import { RefinementPanel } from './RefinementPanel.tsx';
import { m } from '../../lib/listing/messages.ts';
import { ListingLink } from './ListingLink.tsx';

export interface FilterDialogProps {
  open: boolean;
  onClose: () => void;
  id: string;
  refinements: RefinementView[];
  total: number;
  clearHref?: string;
  /** The Filter button: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The refinements in a left-hand drawer on small screens, on radix Dialog (focus trap, Escape,
 * overlay click). Loaded the first time the shopper opens it. Choosing a value navigates and
 * the drawer stays open, so several filters can be picked; "Show N results" closes it.
 */
export default function FilterDialog({
  open,
  onClose,
  id,
  refinements,
  total,
  clearHref,
  returnFocusTo,
}: FilterDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/45 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-[400px] flex-col bg-white text-stone-900 shadow-2xl transition-transform duration-300 ease-out focus:outline-none starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex min-h-16 items-center justify-between gap-4 border-b border-stone-200 px-5">
            <Dialog.Title className="text-lg font-semibold tracking-tight">
              {intl.formatMessage(m.filters)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(shell.close)}
              className="-mr-2 ml-auto inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-3">
            <RefinementPanel refinements={refinements} />
          </div>
          <div className="flex gap-3 border-t border-stone-200 p-4">
            {clearHref ? (
              <ListingLink
                to={clearHref}
                preventScrollReset
                className={`${secondaryButtonClass} flex-1`}
              >
                {intl.formatMessage(m.clearAll)}
              </ListingLink>
            ) : null}
            <Dialog.Close className={`${primaryButtonClass} flex-1`}>
              {intl.formatMessage(m.showResults, { count: total })}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
