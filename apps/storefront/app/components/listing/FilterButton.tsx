import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RefinementView } from '../../lib/listing/listing-view.ts';
import { useHydrated } from '../shell/hooks.ts';
import { m } from '../../lib/listing/messages.ts';

const loadDialog = () => import('./FilterDialog.tsx');
// Desktop shoppers never open it: the dialog code loads on first open (docs/decisions.md).
const FilterDialog = lazy(loadDialog);

/** Where the sidebar panel is; without JavaScript the Filter link shows it with :target. */
export const REFINEMENTS_ID = 'refinements';

const controlClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-900 px-5 text-sm font-semibold text-stone-900 hover:border-orange-800 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 lg:hidden';

function FilterIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

/**
 * The Filter control of small screens. Before hydration it is a link to the sidebar panel (shown
 * by :target); afterwards a button opening the refinements in a drawer.
 */
export function FilterButton({
  refinements,
  selectedCount,
  total,
  clearHref,
}: {
  refinements: RefinementView[];
  selectedCount: number;
  total: number;
  clearHref?: string;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const label = selectedCount
    ? intl.formatMessage(m.filterCount, { count: selectedCount })
    : intl.formatMessage(m.filter);
  if (!refinements.length) return null;
  if (!hydrated) {
    return (
      <a href={`#${REFINEMENTS_ID}`} className={controlClass}>
        <FilterIcon />
        {label}
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        className={controlClass}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <FilterIcon />
        {label}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <FilterDialog
            open={open}
            onClose={() => setOpen(false)}
            id={id}
            refinements={refinements}
            total={total}
            {...(clearHref ? { clearHref } : {})}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
