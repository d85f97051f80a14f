/**
 * The home page of a site (spec 000 §2) from the `home` content entry: its SEO fields and its
 * sections, with the blocks that need server data resolved (lib/content/page.server.ts). A
 * missing entry renders an empty page (spec 000 §8).
 */
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import type { PageSeo } from '../seo.ts';
import { loadContentPage, sectionsOf } from './page.server.ts';

/** `S`: the sections' type as the page renders them (lib/content/sections.ts). */
export async function loadHomePage<S extends { uid: string; _content_type_uid: string }>(
  services: Pick<RequestServices, 'api' | 'log' | 'deployEnv'>,
  site: Site,
  locale: Locale,
) {
  const page = await loadContentPage<S>(services, site, locale, { uid: 'home' });
  return { seo: page?.seo ?? ({} satisfies PageSeo as PageSeo), ...sectionsOf(page) };
}
