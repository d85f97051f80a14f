import type { Route } from './+types/express';
import { expressActionSchema } from '../lib/wallets/actions.ts';
import {
  expressBuyer,
  expressConfig,
  expressEstimatedAmount,
  paypalCreateOrder,
  placeExpressOrder,
  setExpressShipping,
  setExpressShippingMethod,
} from '../lib/wallets/express.server.ts';
import { requirePageRoute } from '../lib/routing.ts';
import { markPersonal } from '../lib/session/session.server.ts';

/**
 * `/{site}/{locale}/express`: the express buttons' configuration (GET; `?amount`: Amazon Pay's
 * estimated order amount; `?buyer`: the sheet's start, the signed-in shopper's own data) and the
 * express flow's
 * steps (POST, a JSON `ExpressAction`), which need the shopper's token and so run here (spec 002
 * §4, §7). Personal, never cached. Refusals answer 200 with `{error}` (spec 002 §8 fields), so
 * the browser treats them as values; only a malformed body is a 400.
 */
export async function loader(args: Route.LoaderArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  // `?amount`: only Amazon Pay's estimated order amount, polled while its sheet is open.
  if (args.url.searchParams.has('amount')) return Response.json(await expressEstimatedAmount(args));
  // `?buyer`: what the sandbox wallet sheet starts with (the signed-in shopper's own data).
  if (args.url.searchParams.has('buyer')) return Response.json(await expressBuyer(args));
  return Response.json(await expressConfig(args));
}

export async function action(args: Route.ActionArgs) {
  requirePageRoute(args.url, args.params);
  markPersonal(args);
  const body: unknown = await args.request.json().catch(() => null);
  const parsed = expressActionSchema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
    return Response.json(
      { error: { code: 'invalid-request', message: `Invalid fields: ${fields.join(', ')}` } },
      { status: 400 },
    );
  }
  const input = parsed.data;
  switch (input.intent) {
    case 'shipping':
      return Response.json(await setExpressShipping(args, input));
    case 'shippingMethod':
      return Response.json(await setExpressShippingMethod(args, input));
    case 'paypal-create-order':
      return Response.json(await paypalCreateOrder(args, input));
    case 'place':
      return Response.json(await placeExpressOrder(args, input));
  }
}
