/**
 * A content page (spec 000 §2): a `page` entry found by uid (home, contact_us, …) or by its
 * `url` (/s/{url}), with the blocks that need server data resolved: recommendations (their
 * products) and forms (their definitions). A block with nothing to show is left out (spec 000
 * §8), so it never takes the first section's high-priority slot.
 */
import type { PageEntry } from '@solo/content-model';
import type { Locale, Site } from '@solo/sites';
import type { RequestServices } from '../api/context.ts';
import { withPostCards } from '../community/cards.ts';
import { catalogContext } from '../listing/route.server.ts';
import { resolveRecommendationBlocks } from '../recommendations/content-block.server.ts';
import { resolveContentProducts } from './content-products.server.ts';
import { resolveFormBlocks } from './forms.server.ts';
import { resolveProductCarousels } from './product-carousel.server.ts';

type Services = Pick<RequestServices, 'api' | 'log' | 'deployEnv'>;
type Section = { uid: string; _content_type_uid: string };

/** Which page: a `page` entry's uid, or the `url` of a /s/{url} page. */
export type ContentPageRef = { uid: string } | { url: string };

/**
 * The sections, and in their rich-text fields the entries embedded there (spec 000 §3 references:
 * recipe, featured products, …), each attached to its reference node by the content API.
 */
const EXPAND = {
  // The featured blog block's posts and their categories (for their cards' Watch / Read Now).
  referenceFieldPath: ['sections', 'sections.groups.posts', 'sections.groups.posts.categories'],
  jsonRtePath: [
    'sections.text',
    'sections.intro',
    'sections.items.content',
    'sections.items.text',
    'sections.cards.content',
    'sections.tabs.text',
    'sections.sections.text_block.text',
    'sections.sections.text_block_and_image.text',
  ],
};

async function findPage(services: Services, locale: Locale, ref: ContentPageRef) {
  if ('uid' in ref)
    return services.api.getEntryById<PageEntry>('page', ref.uid, { locale: locale.id, ...EXPAND });
  const found = await services.api.findEntries<PageEntry>({
    contentTypeUid: 'page',
    locale: locale.id,
    searchParams: { url: ref.url },
    limit: 1,
    ...EXPAND,
  });
  return found.entries[0] ?? null;
}

/** `S`: the sections' type as the page renders them (lib/content/sections.ts). Null: no entry. */
export async function loadContentPage<S extends Section>(
  services: Services,
  site: Site,
  locale: Locale,
  ref: ContentPageRef,
) {
  const page = await findPage(services, locale, ref);
  if (!page) return null;
  const all = ((page.sections ?? []) as unknown as S[]).map(withPostCards);
  const ctx = catalogContext(site, locale);
  const [{ sections, recommendations }, forms, picked, carousels] = await Promise.all([
    resolveRecommendationBlocks(services, ctx, all),
    resolveFormBlocks(services, locale, all),
    resolveContentProducts(services, ctx, all),
    resolveProductCarousels(services, ctx, all),
  ]);
  const withProducts = new Set(picked.sections);
  return {
    title: page.title,
    heading: page.heading ?? page.title,
    seo: { ...page.seo, title: page.seo?.title ?? page.title },
    sections: sections.filter(
      (s) => withProducts.has(s) && (s._content_type_uid !== 'form' || s.uid in forms),
    ),
    recommendations,
    forms,
    products: picked.products,
    carousels,
  };
}

export type ContentPage<S extends Section> = NonNullable<
  Awaited<ReturnType<typeof loadContentPage<S>>>
>;

/**
 * The sections of a page whose own content comes from code (spec 000 §2 entry ids `sign_in`,
 * `create_account`, `account`): rendered where the page places them; none when the entry is
 * missing (spec 000 §8).
 */
export async function loadPageSections<S extends Section>(
  services: Services,
  site: Site,
  locale: Locale,
  uid: string,
) {
  return sectionsOf(await loadContentPage<S>(services, site, locale, { uid }));
}

/** A page's sections and its blocks' data; none when the page has no entry (spec 000 §8). */
export function sectionsOf<S extends Section>(page: ContentPage<S> | null) {
  return {
    sections: page?.sections ?? [],
    recommendations: page?.recommendations ?? {},
    forms: page?.forms ?? {},
    products: page?.products ?? {},
    carousels: page?.carousels ?? {},
  };
}

export type PageSections<S extends Section> = Awaited<ReturnType<typeof loadPageSections<S>>>;
