import type { Route } from './+types/wishlist-data';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import {
  addToWishList,
  findWishlist,
  readWishList,
  removeFromWishList,
  WISHLIST_MAX_ITEMS,
  type Wishlist,
} from '../lib/wishlist/wishlist.server.ts';
import { saveForLater } from '../lib/wishlist/save-for-later.server.ts';
import { wishlistEntries } from '../lib/wishlist/wishlist-view.server.ts';
import {
  parseIntent,
  type WishlistAnswer,
  type WishlistPanelData,
  type WishlistState,
} from '../lib/wishlist/wishlist-data.ts';
import { submittedForm } from '../lib/form-values.ts';

/**
 * `{site prefix}/wishlist-data`: the hearts' view of the wish list (GET; `?entries=1` adds the
 * saved items panel's products), their add and remove (POST intent=add|remove, productId,
 * public; the etching modal's add also etchingText and etchingImage) and Save for Later of a
 * basket line (POST intent=saveForLater, basketId, itemId).
 * JSON, personal and never stored (the session middleware marks it private, no-store). Guests
 * have no wish list (spec 000 §6) and get 401 `{result: "guest"}`.
 */
async function stateOf(wishlist: Wishlist | null): Promise<WishlistState> {
  if (!wishlist) return { registered: false };
  const list = await readWishList(wishlist);
  return {
    registered: true,
    listId: list.listId,
    productIds: list.items.map((item) => item.productId),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  try {
    const wishlist = await findWishlist(args);
    if (wishlist && args.url.searchParams.get('entries') === '1') {
      // The saved items panel (spec 001 §2): at most 24 items, §9.
      const list = await readWishList(wishlist);
      const items = list.items.slice(0, WISHLIST_MAX_ITEMS);
      return Response.json({
        registered: true,
        listId: list.listId,
        productIds: list.items.map((item) => item.productId),
        entries: await wishlistEntries(args, { site, locale }, items),
      } satisfies WishlistPanelData);
    }
    return Response.json(await stateOf(wishlist));
  } catch (error) {
    getServices(args.context).log.warn({ err: error }, 'wish list unavailable');
    return Response.json({ registered: false } satisfies WishlistState, { status: 502 });
  }
}

export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const parsed = parseIntent(await submittedForm(args.request));
  if (!parsed.ok) {
    return Response.json({ error: `${parsed.field}: is missing or not valid` }, { status: 400 });
  }
  const wishlist = await findWishlist(args);
  if (!wishlist)
    return Response.json({ result: 'guest' } satisfies WishlistAnswer, { status: 401 });
  const { value } = parsed;
  try {
    let answer: WishlistAnswer;
    if (value.intent === 'saveForLater') {
      const saved = await saveForLater(args, wishlist, value);
      answer = { result: saved.ok ? saved.saved : 'failed' };
    } else if (value.intent === 'add') {
      const outcome = await addToWishList(wishlist, value.productId, {
        public: value.public,
        etching: value.etching,
      });
      // Spec 001 §8: a full list (24 items, §9) is a failed add: the generic error toast.
      answer = { result: outcome === 'full' ? 'failed' : outcome };
    } else {
      await removeFromWishList(wishlist, value.productId);
      answer = { result: 'removed' };
    }
    answer.state = await stateOf(wishlist);
    return Response.json(answer, { status: answer.result === 'failed' ? 409 : 200 });
  } catch (error) {
    getServices(args.context).log.warn({ err: error }, 'wish list change failed');
    return Response.json({ result: 'failed' } satisfies WishlistAnswer, { status: 502 });
  }
}
