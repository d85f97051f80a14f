import { createIntl } from 'react-intl';
import { data } from 'react-router';
import type { Route } from './+types/saved-for-later';
import { catalogueMessages } from '../i18n/catalogues.ts';
import { requirePageRoute, siteAndLocale } from '../lib/routing.ts';
import { pageMeta } from '../lib/seo.ts';
import { getShopperSession } from '../lib/session/session.server.ts';
import { wishlistEntries } from '../lib/wishlist/wishlist-view.server.ts';
import { readPublicList, WISHLIST_MAX_ITEMS } from '../lib/wishlist/wishlist.server.ts';
import { m } from '../components/wishlist/messages.ts';
import { SavedItemList } from '../components/wishlist/SavedItemList.tsx';
import { useIntl } from 'react-intl';

/**
 * /saved-for-later/{listId} (spec 001 §2): a list its owner shared, with its public items, for
 * any shopper (docs/decisions.md "Public product lists"). A private or unknown list is 404.
 * Read with the visitor's own session, so the answer is personal (private, no-store) and noindex.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, locale } = requirePageRoute(args.url, args.params);
  const session = await getShopperSession(args);
  const list = await readPublicList(args, session, args.params.listId);
  if (!list) throw data(null, { status: 404 });
  const items = list.items.slice(0, WISHLIST_MAX_ITEMS);
  return {
    siteId: site.id,
    localeId: locale.id,
    entries: await wishlistEntries(args, { site, locale }, items),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { catalogue?: string | undefined } | undefined;
  if (!loaderData || !root) return [];
  const { site } = siteAndLocale(loaderData.siteId, loaderData.localeId);
  const intl = createIntl({
    locale: loaderData.localeId,
    messages: catalogueMessages(root.catalogue),
    onError: () => {},
  });
  return pageMeta({ title: intl.formatMessage(m.sharedTitle), noindex: true }, site);
}

export default function SavedForLater({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage(m.sharedTitle)}</h1>
      {loaderData.entries.length ? (
        <SavedItemList entries={loaderData.entries} />
      ) : (
        <p className="text-stone-700">{intl.formatMessage(m.sharedEmpty)}</p>
      )}
    </div>
  );
}
