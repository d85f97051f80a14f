import { data } from 'react-router';
import type { Route } from './+types/outbox';
import { getServices } from '../lib/api/context.ts';
import { readOutbox } from '../lib/outbox.server.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { pageMeta } from '../lib/seo.ts';
import { OutboxPage } from '../components/outbox/OutboxPage.tsx';

/**
 * /outbox: the mail outbox of the commerce service (custom API mail/outbox), a development tool.
 * The service answers 404 unless OUTBOX_PAGE=on and the shopper's resolved address is loopback
 * or the request carries the operator token (passed on as is); so does this page.
 */
export async function loader({ url, params, context, request }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const operator = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const outcome = await readOutbox(getServices(context), site.id, operator);
  if (!outcome.ok) throw data(null, { status: outcome.status });
  return { siteId: site.id, localeId: locale.id, messages: outcome.messages };
}

/** Reset links must never sit in a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { site } = siteAndLocale(loaderData.siteId, loaderData.localeId);
  return pageMeta({ title: 'Outbox', noindex: true }, site);
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxPage messages={loaderData.messages} />;
}
