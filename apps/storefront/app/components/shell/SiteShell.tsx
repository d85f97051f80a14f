import type { ReactNode } from 'react';
import type { EntryMeta, FooterEntry, HeaderEntry } from '@solo/content-model';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { CartProvider } from '../cart/cart-state.tsx';
import { QuickShop } from '../quick-shop/QuickShop.tsx';
import { ShellDrawersProvider } from './shell-state.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useSessionStart } from './useSessionStart.ts';

/**
 * The page frame around every route: skip link, header (promo bar, menus, drawers), the main
 * landmark `#main-content` holding the page, footer and the offline banner.
 */
export function SiteShell({
  header,
  footer,
  children,
}: {
  header: (HeaderEntry & EntryMeta) | null;
  footer: (FooterEntry & EntryMeta) | null;
  children: ReactNode;
}) {
  useSessionStart();
  return (
    <ShellDrawersProvider>
      <CartProvider>
        <div className="flex min-h-dvh flex-col bg-stone-50">
          <SkipLink />
          <Header entry={header} />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer entry={footer} />
          <OfflineBanner />
          <QuickShop />
        </div>
      </CartProvider>
    </ShellDrawersProvider>
  );
}
