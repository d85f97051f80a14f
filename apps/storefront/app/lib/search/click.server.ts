import type { RequestServices } from '../api/context.ts';

/** A click report is a few short fields; anything larger is not one. */
export const CLICK_MAX_BYTES = 2048;

/**
 * Forwards a click report from the browser to the commerce service (custom API search/clicks,
 * which validates its fields and holds the request budgets). Only the store's own pages report:
 * a request a browser marks as sent from another site is refused, so other sites cannot spend
 * shoppers' clicks on our ranking.
 */
export async function forwardSearchClick(
  services: Pick<RequestServices, 'api'>,
  request: Request,
  where: { siteId: string; locale: string },
): Promise<{ status: number }> {
  if (request.method !== 'POST') return { status: 405 };
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return { status: 403 };
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > CLICK_MAX_BYTES) return { status: 413 };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > CLICK_MAX_BYTES) return { status: 413 };
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { status: 400 };
  }
  const result = await services.api.customApi<unknown>('search', 'clicks', {
    method: 'POST',
    siteId: where.siteId,
    locale: where.locale,
    body,
  });
  return { status: result.ok ? 204 : result.status };
}
