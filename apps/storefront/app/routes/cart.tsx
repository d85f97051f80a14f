import type { Route } from './+types/cart';
import { CartPage } from '../components/cart/CartPage.tsx';
import { m } from '../components/cart/messages.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { findBasket } from '../lib/basket/basket.server.ts';
import { buildCartView } from '../lib/basket/cart-view.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';

/**
 * /cart (spec 001 §2): the shopper's cart, rendered on the server so it works without scripts
 * too. Personal: `private, no-store` and kept out of search indexes.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  markPersonal(args);
  return {
    siteId: site.id,
    localeId: locale.id,
    cart: await buildCartView(args, await findBasket(args)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  accountPageMeta(loaderData, matches, m.cartTitle);

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.cart} />;
}
