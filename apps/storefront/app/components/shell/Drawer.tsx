import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import type { DrawerSide } from './DrawerPanel.tsx';
import { useHydrated } from './hooks.ts';
import { useShellDrawers, type DrawerName } from './shell-state.tsx';

const loadPanel = () => import('./DrawerPanel.tsx');
// Most visits never open a drawer: the radix Dialog code loads when the shopper first opens one.
const DrawerPanel = lazy(loadPanel);

interface DrawerProps {
  name: DrawerName;
  side: DrawerSide;
  title: ReactNode;
  /** Extra classes for the title, e.g. to show it to screen readers only on desktop. */
  titleClassName?: string;
  /** The header control's accessible name, icon and classes. */
  label: string;
  icon: ReactNode;
  controlClassName: string;
  /**
   * A plain link shown instead of the button before hydration, so the control works without JS,
   * and always while `linkOnly` is set.
   */
  link?: ReactNode;
  linkOnly?: boolean;
  /** Where focus goes on open (radix focuses the first focusable element, the close button). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Loads lazy content of the drawer together with the panel, before the first open. */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * A header control and its side drawer. The shell's drawer state decides which drawer is open
 * (spec 000 §4); the drawer (DrawerPanel.tsx) is mounted from the first time it opens and stays
 * mounted, so later opens are instant.
 */
export function Drawer({
  name,
  side,
  title,
  titleClassName = '',
  label,
  icon,
  controlClassName,
  link,
  linkOnly = false,
  onOpenAutoFocus,
  preload,
  children,
}: DrawerProps) {
  const drawers = useShellDrawers();
  const hydrated = useHydrated();
  const open = drawers.openDrawer === name;
  const [used, setUsed] = useState(open);
  // Adjusting state while rendering mounts the panel in the same render that opens it.
  if (open && !used) setUsed(true);
  const controlRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      {link && (linkOnly || !hydrated) ? (
        link
      ) : (
        <button
          ref={controlRef}
          type="button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          data-state={open ? 'open' : 'closed'}
          className={controlClassName}
          onPointerEnter={() => void Promise.all([loadPanel(), preload?.()])}
          onFocus={() => void Promise.all([loadPanel(), preload?.()])}
          onClick={() => drawers.open(name)}
        >
          {icon}
        </button>
      )}
      {used ? (
        <Suspense fallback={null}>
          <DrawerPanel
            open={open}
            onClose={drawers.close}
            id={id}
            side={side}
            title={title}
            titleClassName={titleClassName}
            returnFocusTo={controlRef}
            onOpenAutoFocus={onOpenAutoFocus}
          >
            {children}
          </DrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
