import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The shell's drawers (spec 000 §4); at most one is open at a time. */
export type DrawerName = 'menu' | 'account' | 'search' | 'cart';

export interface ShellDrawers {
  openDrawer: DrawerName | null;
  open: (drawer: DrawerName) => void;
  close: () => void;
  /** Opens `drawer` once the navigation under way has landed (quick shop closes, then the cart opens). */
  openAfterNavigation: (drawer: DrawerName) => void;
}

const ShellDrawersContext = createContext<ShellDrawers | null>(null);

/**
 * Which drawer is open. Other areas use it too: spec 001 opens the mini cart after Add to Cart
 * (`useShellDrawers().open('cart')`).
 */
export function useShellDrawers(): ShellDrawers {
  const value = useContext(ShellDrawersContext);
  if (!value) throw new Error('useShellDrawers() needs <SiteShell> around it');
  return value;
}

export function ShellDrawersProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [openDrawer, setOpenDrawer] = useState<DrawerName | null>(null);
  const [seenKey, setSeenKey] = useState(location.key);
  const [pending, setPending] = useState<DrawerName | null>(null);
  // Spec 000 §4, 001 §4: every navigation closes the open drawer. Adjusting state while rendering
  // (instead of in an effect) closes it in the same render as the new page.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenDrawer(pending);
    setPending(null);
  }
  const value = useMemo<ShellDrawers>(
    () => ({
      openDrawer,
      open: setOpenDrawer,
      close: () => setOpenDrawer(null),
      openAfterNavigation: setPending,
    }),
    [openDrawer],
  );
  return <ShellDrawersContext value={value}>{children}</ShellDrawersContext>;
}
