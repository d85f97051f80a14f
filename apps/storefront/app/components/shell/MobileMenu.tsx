import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { MainNavItem, MenuLink } from '@solo/content-model';
import { Drawer } from './Drawer.tsx';
import { MenuIcon } from './icons.tsx';
import { m } from './messages.ts';
import { iconButtonClass } from './styles.ts';

const loadContent = () => import('./MobileMenuContent.tsx');
const MobileMenuContent = lazy(loadContent);

/**
 * The mobile menu drawer from the left (spec 000 §2). The burger shows below 992px; the menu's
 * content (MobileMenuContent.tsx) loads with the drawer.
 */
export function MobileMenu({ items, userLinks }: { items: MainNavItem[]; userLinks: MenuLink[] }) {
  const intl = useIntl();
  return (
    <Drawer
      name="menu"
      side="left"
      title={intl.formatMessage(m.menu)}
      label={intl.formatMessage(m.menu)}
      icon={<MenuIcon />}
      controlClassName={`${iconButtonClass} lg:hidden`}
      preload={loadContent}
    >
      <Suspense fallback={null}>
        <MobileMenuContent items={items} userLinks={userLinks} />
      </Suspense>
    </Drawer>
  );
}
