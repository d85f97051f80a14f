import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HeaderEntry, MainNavItem } from '@solo/content-model';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { AccountDrawer } from './AccountDrawer.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { useScrolled } from './hooks.ts';
import { HeartIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { m } from './messages.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchDrawer } from './SearchDrawer.tsx';
import { useShellDrawers } from './shell-state.tsx';
import { iconButtonClass } from './styles.ts';
import { TopBar } from './TopBar.tsx';
import { useMainNav } from './use-main-nav.ts';

const NO_ITEMS: MainNavItem[] = [];

/**
 * The site header: promo bar, then the main bar with the burger (mobile), logo, mega menu
 * (desktop) and the account, wishlist, search and cart controls. The main bar is transparent
 * until hovered, focused, scrolled, or while a drawer or the mega menu is open; then it is white
 * with a border (spec 000 §4). The header sticks with the promo bar scrolled away.
 */
export function Header({ entry }: { entry: HeaderEntry | null }) {
  const intl = useIntl();
  const scrolled = useScrolled();
  const { openDrawer } = useShellDrawers();
  const [megaMenuOpen, setMegaMenuOpen] = useState(false);
  const active = scrolled || openDrawer !== null || megaMenuOpen;
  const mainNav = useMainNav(entry?.main_nav ?? NO_ITEMS);
  const hasPromo = Boolean(entry?.promotion.length || entry?.user_top_nav_desktop.length);
  return (
    <header className={`sticky z-30 ${hasPromo ? '-top-9' : 'top-0'}`}>
      {entry && hasPromo ? (
        <TopBar promotions={entry.promotion} userLinks={entry.user_top_nav_desktop} />
      ) : null}
      <div
        data-active={active}
        className="relative border-b border-transparent transition-colors duration-200 focus-within:border-stone-200 focus-within:bg-white hover:border-stone-200 hover:bg-white data-[active=true]:border-stone-200 data-[active=true]:bg-white motion-reduce:transition-none"
      >
        <div className="mx-auto grid h-16 max-w-[2200px] grid-cols-[1fr_auto_1fr] items-center gap-2 px-2 md:px-4 lg:flex lg:h-[72px] lg:gap-8 lg:px-10">
          <div className="flex items-center lg:hidden">
            <MobileMenu items={mainNav} userLinks={entry?.user_nav_mobile ?? []} />
          </div>
          <Logo logo={entry?.logo} logoHover={entry?.logo_hover} />
          <div className="hidden h-full flex-1 lg:block">
            <MegaMenu items={mainNav} onOpenChange={setMegaMenuOpen} />
          </div>
          <div className="flex items-center justify-end lg:gap-1">
            <AccountDrawer menu={entry?.account_menu.registered} />
            <LocalizedLink
              to="/account/wishlist"
              aria-label={intl.formatMessage(m.wishlist)}
              className={`${iconButtonClass} max-lg:hidden`}
            >
              <HeartIcon />
            </LocalizedLink>
            <SearchDrawer />
            <CartDrawer />
          </div>
        </div>
      </div>
    </header>
  );
}
