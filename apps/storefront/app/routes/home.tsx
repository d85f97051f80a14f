import type { Route } from './+types/home';
import { getServices } from '../lib/api/context.ts';
import { answerFormPost } from '../lib/content/form-submit.server.ts';
import { loadHomePage } from '../lib/content/home.server.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { alternateLinks, pageMeta } from '../lib/seo.ts';
import { useT } from '../i18n/intl.tsx';
import { useSite } from '../lib/site-context.tsx';
import { ContentBlocks } from '../components/content/ContentBlocks.tsx';
import { Sections } from '../components/content/Sections.tsx';
import type { SectionEntry } from '../lib/content/sections.ts';

/** Spec 000 §2: the home of each site ("/", "/us", "/ca", "/ca/fr", …) from the `home` entry. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(url, params);
  const home = await loadHomePage<SectionEntry>(getServices(context), site, locale);
  return { siteId: site.id, localeId: locale.id, ...home };
}

/** A `form` block on the home page posts here, as on any content page. */
export const action = (args: Route.ActionArgs) => answerFormPost(args);

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin: string } | undefined;
  if (!loaderData || !root) return [];
  const current = siteAndLocale(loaderData.siteId, loaderData.localeId);
  return [
    ...pageMeta(loaderData.seo, current.site),
    ...alternateLinks(root.origin, current, '/', { requestedPath: location.pathname }),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { site } = useSite();
  return (
    <>
      <h1 className="sr-only">{t('home.heading', { siteTitle: site.title })}</h1>
      <ContentBlocks data={loaderData}>
        <Sections sections={loaderData.sections} />
      </ContentBlocks>
    </>
  );
}
