import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { resolvePath } from '@solo/sites';
import { LocalizedLink, useLocalizedHref } from '../../lib/site-context.tsx';
import { useCart } from '../cart/cart-state.tsx';
import { shellCartMessages as cartMessages } from '../cart/shell-messages.ts';
import { Drawer } from './Drawer.tsx';
import { BagIcon } from './icons.tsx';
import { m } from './messages.ts';
import { iconButtonClass } from './styles.ts';

const loadMiniCart = () => import('../cart/MiniCart.tsx');
// The mini cart's code loads when the drawer first opens (or an add opens it), never with a page.
const MiniCart = lazy(loadMiniCart);

/** Whether the page is the cart (spec 000 §2: the cart icon is marked active on /cart). */
export function isCartPage(pathname: string): boolean {
  return resolvePath(pathname).rest.replace(/\/+$/, '') === '/cart';
}

/** The cart icon's unit count, read from the personal `/basket` route after hydration. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-orange-700 px-1 text-xs leading-5 font-bold text-white"
    >
      {count}
    </span>
  );
}

/**
 * The cart icon and the mini cart drawer (spec 001 §2 "Mini cart"; right side, at most 457px,
 * closed by any route change). On the cart page the icon is a link to the page itself, marked
 * current, since the cart is already on screen. Header: `Your Cart ({n} item)` or `Your cart is
 * empty.`.
 */
export function CartDrawer() {
  const intl = useIntl();
  const { cart } = useCart();
  const { pathname } = useLocation();
  const href = useLocalizedHref();
  const onCartPage = isCartPage(pathname);
  const count = cart?.count ?? 0;
  const label = count
    ? intl.formatMessage(cartMessages.miniCartTitle, { n: count })
    : intl.formatMessage(m.cart);
  const icon = (
    <>
      <BagIcon />
      <CountBadge count={count} />
    </>
  );
  const link = (
    <LocalizedLink
      to="/cart"
      aria-label={label}
      aria-current={onCartPage ? 'page' : undefined}
      className={iconButtonClass}
    >
      {icon}
    </LocalizedLink>
  );
  return (
    <Drawer
      name="cart"
      side="right"
      title={
        count
          ? intl.formatMessage(cartMessages.miniCartTitle, { n: count })
          : intl.formatMessage(m.cartEmpty)
      }
      label={label}
      icon={icon}
      controlClassName={iconButtonClass}
      link={link}
      linkOnly={onCartPage}
      // With its code, the drawer's content entry is read (once per page life).
      preload={() => loadMiniCart().then((mod) => mod.preloadContent(href))}
    >
      <Suspense fallback={null}>
        <MiniCart />
      </Suspense>
    </Drawer>
  );
}
