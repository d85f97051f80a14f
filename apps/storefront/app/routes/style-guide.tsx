import { data } from 'react-router';
import type { Route } from './+types/style-guide';
import { getServices } from '../lib/api/context.ts';
import { loadStyleGuide } from '../lib/content/style-guide.server.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { alternateLinks, pageMeta } from '../lib/seo.ts';
import { ContentPage } from '../components/content/ContentPage.tsx';
import { StyleGuide } from '../components/content/StyleGuide.tsx';
import type { SectionEntry } from '../lib/content/sections.ts';

/**
 * Spec 000 §2 /style-guide: the design tokens, text styles, buttons and fields, then one sample of
 * every content block (the `style_guide` entry); a 404 without the entry.
 */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale, rest } = requirePageRoute(url, params);
  const guide = await loadStyleGuide<SectionEntry>(getServices(context), site, locale);
  if (!guide) throw data(null, { status: 404 });
  return { siteId: site.id, localeId: locale.id, rest, ...guide };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin: string } | undefined;
  if (!loaderData || !root) return [];
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  return [
    ...pageMeta(loaderData.page.seo, current.site),
    ...alternateLinks(root.origin, current, loaderData.rest, { requestedPath: location.pathname }),
  ];
}

export default function StyleGuideRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} intro={<StyleGuide tokens={loaderData.tokens} />} />;
}
