import { data } from 'react-router';
import type { WireOutbox } from '@solo/commerce';
import type { Route } from './+types/outbox';
import { getServices } from '../lib/api/context.ts';
import { formatSentAt } from '../lib/outbox.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { pageMeta } from '../lib/seo.ts';
import { OutboxPage, type OutboxMessageView } from '../components/outbox/OutboxPage.tsx';

/**
 * /outbox: the mail outbox of the commerce service (custom API mail/outbox). When the service
 * has it turned off (OUTBOX_PAGE=off) it answers 404, and so does this page.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const result = await getServices(context).api.customApi<WireOutbox>('mail', 'outbox', {
    siteId: site.id,
  });
  if (!result.ok) throw data(null, { status: result.status === 404 ? 404 : 502 });
  const messages: OutboxMessageView[] = result.data.data.map((m) => ({
    id: m.id,
    to: m.to,
    subject: m.subject,
    text: m.text,
    kind: m.kind,
    status: m.status,
    ...(m.error ? { error: m.error } : {}),
    createdLabel: formatSentAt(m.created),
  }));
  return { siteId: site.id, localeId: locale.id, messages };
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
