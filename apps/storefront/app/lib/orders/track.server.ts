/**
 * Track an Order (spec 000 §2, §6), one function per intent of the /track-order route: the page,
 * and an order looked up by its number and email. Both answer null where the site hides order
 * tracking (EU and Australia); the route answers that with 404.
 */
import type { Locale, Site } from '@solo/sites';
import { getServices, type RequestServices } from '../api/context.ts';
import { markPersonal, type SessionArgs } from '../session/session.server.ts';
import { orderPageContent } from './content.server.ts';
import { buildOrderView, lookupOrder } from './orders.server.ts';
import { checkTrackForm, type TrackActionData } from './track-form.ts';

const offersTracking = async (services: Pick<RequestServices, 'api'>, site: Site) =>
  (await services.api.getSitePreferences(site.id)).enableTrackOrder;

/** The page's content entry (`track_order`); null where the site offers no tracking. */
export async function loadTrackOrderPage(services: RequestServices, site: Site, locale: Locale) {
  if (!(await offersTracking(services, site))) return null;
  const content = await orderPageContent(services, 'track_order', site, locale);
  return { siteId: site.id, localeId: locale.id, ...content };
}

export type TrackOutcome =
  { ok: true; answer: TrackActionData } | { ok: false; status: number; answer: TrackActionData };

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * The lookup of the posted form: 400 with the fields' errors, 429 with how long to wait, 404
 * whichever field was wrong (the page never tells which orders exist), else the order's view.
 * Null where the site offers no tracking; otherwise the answer is personal (`private, no-store`).
 */
export async function trackOrder(
  args: SessionArgs,
  site: Site,
  form: { orderNo: FormDataEntryValue | null; email: FormDataEntryValue | null },
): Promise<TrackOutcome | null> {
  if (!(await offersTracking(getServices(args.context), site))) return null;
  markPersonal(args);
  const values = { orderNo: text(form.orderNo), email: text(form.email) };
  const check = checkTrackForm(form);
  if (!check.ok) return { ok: false, status: 400, answer: { values, errors: check.errors } };
  const found = await lookupOrder(args, check.values);
  if (!found.ok && found.reason === 'too-many-requests')
    return {
      ok: false,
      status: 429,
      answer: { values, errors: {}, retryAfterSeconds: found.retryAfterSeconds },
    };
  if (!found.ok) return { ok: false, status: 404, answer: { values, errors: {}, notFound: true } };
  return {
    ok: true,
    answer: { values, errors: {}, order: await buildOrderView(args, found.order) },
  };
}
