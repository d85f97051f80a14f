import type { Route } from './+types/basket';
import { basketActionSchema, type BasketActionError } from '../lib/basket/actions.ts';
import { runBasketAction, findBasket, problemOf } from '../lib/basket/basket.server.ts';
import { buildCartView } from '../lib/basket/cart-view.server.ts';
import { KEEP_GIFT_CARDS_PARAM } from '../lib/basket/cart-read.ts';
import { basketRefusal } from '../lib/basket/refusal.ts';
import { getServices } from '../lib/api/context.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';

/**
 * `/{site}/{locale}/basket`: the shopper's cart as JSON (GET) and the cart's writes (POST, a
 * JSON `BasketAction`), answering the new cart view. Personal and never cached (the session
 * middleware marks it `private, no-store`), so pages stay shareable (docs/decisions.md "Shopper
 * sessions and cacheable pages"). A GET never creates a basket.
 */
export async function loader(args: Route.LoaderArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  // The checkout page's read keeps the gift cards applied there (lib/basket/cart-read.ts).
  const keepGiftCards = args.url.searchParams.has(KEEP_GIFT_CARDS_PARAM);
  return Response.json(await buildCartView(args, await findBasket(args, { keepGiftCards })));
}

export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  const body: unknown = await args.request.json().catch(() => null);
  const parsed = basketActionSchema.safeParse(body);
  if (!parsed.success) {
    const error: BasketActionError = {
      status: 400,
      fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path.at(-1) ?? '')))],
    };
    return Response.json({ error }, { status: 400 });
  }
  try {
    const basket = await runBasketAction(args, parsed.data);
    return Response.json({ cart: await buildCartView(args, basket) });
  } catch (failure) {
    const problem = await problemOf(failure);
    if (!problem) throw failure;
    getServices(args.context).log.info({ problem }, 'basket write refused');
    const error = basketRefusal(problem);
    return Response.json({ error }, { status: problem.status >= 500 ? 502 : problem.status });
  }
}
