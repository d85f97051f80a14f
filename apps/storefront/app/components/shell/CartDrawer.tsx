import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { resolvePath } from '@solo/sites';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { Drawer } from './Drawer.tsx';
import { BagIcon } from './icons.tsx';
import { m } from './messages.ts';
import { useShellDrawers } from './shell-state.tsx';
import { iconButtonClass, primaryButtonClass } from './styles.ts';

/** Whether the page is the cart (spec 000 §2: the cart icon is marked active on /cart). */
export function isCartPage(pathname: string): boolean {
  return resolvePath(pathname).rest.replace(/\/+$/, '') === '/cart';
}

/**
 * The cart icon and the mini cart drawer (spec 001 §2 "Mini cart"; right side, at most 457px).
 * On the cart page the icon is a link to the page itself, marked current, since the cart is
 * already on screen. Baskets fill the drawer in a later change; until then it is empty.
 */
export function CartDrawer() {
  const intl = useIntl();
  const drawers = useShellDrawers();
  const { pathname } = useLocation();
  const onCartPage = isCartPage(pathname);
  const label = intl.formatMessage(m.cart);
  const link = (
    <LocalizedLink
      to="/cart"
      aria-label={label}
      aria-current={onCartPage ? 'page' : undefined}
      className={iconButtonClass}
    >
      <BagIcon />
    </LocalizedLink>
  );
  return (
    <Drawer
      name="cart"
      side="right"
      title={intl.formatMessage(m.cartEmpty)}
      label={label}
      icon={<BagIcon />}
      controlClassName={iconButtonClass}
      link={link}
      linkOnly={onCartPage}
    >
      <div className="flex flex-col items-center gap-6 px-5 py-14 text-center">
        <BagIcon width={48} height={48} className="text-stone-400" />
        <button type="button" onClick={drawers.close} className={primaryButtonClass}>
          {intl.formatMessage(m.keepShopping)}
        </button>
      </div>
    </Drawer>
  );
}
