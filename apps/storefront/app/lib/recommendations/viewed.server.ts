/**
 * Recently Viewed (docs/decisions/recently-viewed.md): the product views the service records per
 * shopper, read back by the `viewed-recently-einstein` recommender. The store records and shows
 * them only while the shopper has not declined personalisation (the `consent` cookie); a request
 * that finds it declined deletes what was recorded. Nothing here starts a session: a visitor
 * without one has no list.
 */
import { parseConsent } from '../consent.ts';
import { getServices } from '../api/context.ts';
import { findShopperSession, type SessionArgs } from '../session/session.server.ts';

/** The recommender that answers a shopper's own views. */
export const VIEWED_RECENTLY = 'viewed-recently-einstein';

export const personalisationDeclined = (request: Request): boolean =>
  !parseConsent(request.headers.get('Cookie')).personalisation;

/** What became of a view the browser reported. */
export type ViewOutcome =
  'recorded' | 'declined' | 'no-session' | 'unknown-product' | 'limited' | 'failed';

const viewedProducts = (
  args: SessionArgs,
  token: string,
  siteId: string,
  method: 'POST' | 'DELETE',
  body?: unknown,
) =>
  getServices(args.context).api.customApi<unknown>('personalization', 'viewed-products', {
    method,
    siteId,
    token,
    ...(body === undefined ? {} : { body }),
  });

/** Deletes the shopper's recorded views (personalisation declined); true when none are left. */
export async function forgetViews(args: SessionArgs): Promise<boolean> {
  const session = await findShopperSession(args);
  if (!session) return true;
  const result = await viewedProducts(args, session.accessToken, session.siteId, 'DELETE');
  return result.ok;
}

/**
 * Records that the shopper viewed `productId`, unless they declined personalisation (then what
 * was recorded is deleted) or have no session yet.
 */
export async function recordView(args: SessionArgs, productId: string): Promise<ViewOutcome> {
  if (personalisationDeclined(args.request)) {
    await forgetViews(args);
    return 'declined';
  }
  const session = await findShopperSession(args);
  if (!session) return 'no-session';
  const result = await viewedProducts(args, session.accessToken, session.siteId, 'POST', {
    productId,
  });
  if (result.ok) return 'recorded';
  if (result.status === 400) return 'unknown-product';
  return result.status === 429 ? 'limited' : 'failed';
}

/**
 * The token to read the shopper's views with: none when personalisation is declined (and what
 * was recorded is deleted) or there is no session.
 */
export async function viewerToken(args: SessionArgs): Promise<string | null> {
  if (personalisationDeclined(args.request)) {
    await forgetViews(args);
    return null;
  }
  return (await findShopperSession(args))?.accessToken ?? null;
}
