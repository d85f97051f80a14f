import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { getServices } from '../lib/api/context.ts';
import { faqJsonLd } from '../lib/content/faq.ts';
import { loadContentPage } from '../lib/content/page.server.ts';
import { contentPageRef } from '../lib/content/pages.ts';
import { answerFormPost } from '../lib/content/form-submit.server.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { alternateLinks, pageMeta } from '../lib/seo.ts';
import { ContentPage } from '../components/content/ContentPage.tsx';
import type { SectionEntry } from '../lib/content/sections.ts';

/**
 * Spec 000 §2: /s/{url} and the content pages /contact-us, /about-us, /klarna-faq,
 * /shipping-returns, /help-center (one module, a route id each). A missing entry is a 404.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale, rest } = requirePageRoute(url, params);
  const ref = contentPageRef(rest, params.url);
  const page =
    ref && (await loadContentPage<SectionEntry>(getServices(context), site, locale, ref));
  if (!page) throw data(null, { status: 404 });
  return { siteId: site.id, localeId: locale.id, rest, ...page };
}

/** A `form` block's submission (docs/decisions/first-party-forms.md). */
export const action = (args: Route.ActionArgs) => answerFormPost(args);

/**
 * Title, description, canonical and alternates; on a page with FAQ blocks (/help-center,
 * /klarna-faq) also its FAQPage JSON-LD, built here from the sections rather than sent a second
 * time in the loader data (docs/decisions/lean-page-html.md). React Router's `<Meta>` escapes
 * `<`, `>` and `&` in it, so no answer can close the script.
 */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin: string } | undefined;
  if (!loaderData || !root) return [];
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  const faq = faqJsonLd(loaderData.sections);
  return [
    ...pageMeta(loaderData.seo, current.site),
    ...alternateLinks(root.origin, current, loaderData.rest, {
      requestedPath: location.pathname,
    }),
    ...(faq ? [{ 'script:ld+json': faq }] : []),
  ];
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
