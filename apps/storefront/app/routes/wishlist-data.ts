import type { Route } from './+types/wishlist-data';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import {
  addToWishList,
  findWishlist,
  readWishList,
  removeFromWishList,
  type Wishlist,
} from '../lib/wishlist/wishlist.server.ts';
import {
  parseIntent,
  type WishlistAnswer,
  type WishlistState,
} from '../lib/wishlist/wishlist-data.ts';

/**
 * `{site prefix}/wishlist-data`: the hearts' view of the wish list (GET) and their add and remove
 * (POST intent=add|remove, productId, public). JSON, personal and never stored (the session
 * middleware marks it private, no-store). Guests have no wish list (spec 000 §6).
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
  requirePageRoute(args.url, args.params);
  try {
    return Response.json(await stateOf(await findWishlist(args)));
  } catch (error) {
    getServices(args.context).log.warn({ err: error }, 'wish list unavailable');
    return Response.json({ registered: false } satisfies WishlistState, { status: 502 });
  }
}

export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  const parsed = parseIntent(await args.request.formData());
  if (!parsed.ok) {
    return Response.json({ error: `${parsed.field}: is missing or not valid` }, { status: 400 });
  }
  const wishlist = await findWishlist(args);
  if (!wishlist)
    return Response.json({ result: 'guest' } satisfies WishlistAnswer, { status: 401 });
  const { value } = parsed;
  try {
    let answer: WishlistAnswer;
    if (value.intent === 'add') {
      const outcome = await addToWishList(wishlist, value.productId, { public: value.public });
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
