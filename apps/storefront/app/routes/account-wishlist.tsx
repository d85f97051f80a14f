import { data } from 'react-router';
import type { Route } from './+types/account-wishlist';
import { requireAccount } from '../lib/account/account.server.ts';
import { accountPageMeta } from '../lib/account/page-meta.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { wishlistEntries } from '../lib/wishlist/wishlist-view.server.ts';
import {
  readWishList,
  removeFromWishList,
  setWishListPublic,
  WISHLIST_MAX_ITEMS,
  type Wishlist,
} from '../lib/wishlist/wishlist.server.ts';
import { accountMessage } from '../lib/account/area-messages.ts';
import { WishlistPage } from '../components/wishlist/WishlistPage.tsx';
import { useAccountT } from '../components/account/area/use-account-t.ts';
import { submittedForm } from '../lib/form-values.ts';

/**
 * /account/wishlist: Saved Items (spec 000 §2; spec 001 §2, §9). Registered customers only
 * (guests go to sign in); private, no-store and noindex like every account page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const wishlist: Wishlist = { session: account.session, customers: account.customers };
  const list = await readWishList(wishlist);
  // Spec 001 §9: the wishlist shows at most 24 items (the service holds no more).
  const items = list.items.slice(0, WISHLIST_MAX_ITEMS);
  const entries = await wishlistEntries(args, { site, locale }, items);
  const prefix = args.url.pathname.replace(/\/account\/wishlist\/?$/, '');
  return {
    siteId: site.id,
    localeId: locale.id,
    entries,
    shared: list.public,
    sharedUrl: `${args.url.origin}${prefix}/saved-for-later/${list.listId}`,
  };
}

/** Remove (intent=remove, productId) or share (intent=share, public=true|false); no script needed. */
export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const account = await requireAccount(args);
  const wishlist: Wishlist = { session: account.session, customers: account.customers };
  const form = await submittedForm(args.request);
  const intent = form.get('intent');
  const productId = form.get('productId');
  try {
    if (intent === 'remove' && typeof productId === 'string' && productId) {
      await removeFromWishList(wishlist, productId);
      return { ok: true };
    }
    if (intent === 'share') {
      await setWishListPublic(wishlist, form.get('public') === 'true');
      return { ok: true };
    }
  } catch (error) {
    getServices(args.context).log.error({ err: error }, 'wishlist change failed');
    return data({ ok: false }, { status: 502 });
  }
  return data({ ok: false, field: intent === 'remove' ? 'productId' : 'intent' }, { status: 400 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountPageMeta(loaderData, matches, accountMessage('navWishlist'));
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const t = useAccountT();
  return (
    <WishlistPage
      title={t('navWishlist')}
      entries={loaderData.entries}
      shared={loaderData.shared}
      sharedUrl={loaderData.sharedUrl}
    />
  );
}
