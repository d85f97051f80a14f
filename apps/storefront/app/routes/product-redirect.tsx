import { redirect } from 'react-router';
import type { Route } from './+types/product-redirect';
import { requirePageRoute } from '../lib/routing.ts';

/**
 * Spec 000 §2: the older /product/{productId} form moves permanently to /p/{productId}, keeping
 * the site and locale prefix and the query.
 */
export function loader({ url, params }: Route.LoaderArgs) {
  requirePageRoute(url, params);
  const path = url.pathname.replace(/\/product\/([^/]+)\/?$/, '/p/$1');
  throw redirect(`${path}${url.search}`, 301);
}
