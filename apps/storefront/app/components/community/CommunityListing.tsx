import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CategoryView, PostCardView } from '../../lib/community/cards.ts';
import { cm } from '../../lib/community/messages.ts';
import {
  categoryPath,
  feedPath,
  listingPath,
  type ListingKind,
} from '../../lib/community/paths.ts';
import { listingText } from '../../lib/community/listing-text.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { bm } from '../content/block-messages.ts';
import { Pagination } from './Pagination.tsx';
import { PostGrid } from './PostGrid.tsx';

export interface ListingData {
  which: ListingKind;
  category: CategoryView | null;
  posts: PostCardView[];
  featured: PostCardView[];
  categories: CategoryView[];
  page: number;
  pages: number;
}

const H2 = 'mb-6 text-2xl font-bold tracking-tight lg:text-3xl';

/**
 * A community or blog listing (spec 000 §2): heading, on /community the featured posts and the
 * categories, then the posts newest first and the page links; the listing's Atom feed.
 */
export function CommunityListing({ data }: { data: ListingData }) {
  const intl = useIntl();
  const ids = { featured: useId(), categories: useId(), posts: useId() };
  const { heading, description } = listingText(intl, data.which, data.category);
  const path = listingPath(data.which);
  const all = data.which.kind === 'all';
  return (
    <div className="mx-auto w-full max-w-page px-4 py-10 lg:py-14" data-community={data.which.kind}>
      <header className="mb-10 grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight lg:text-5xl">{heading}</h1>
        <p className="max-w-2xl text-lg text-muted">{description}</p>
      </header>
      {data.featured.length ? (
        <section aria-labelledby={ids.featured} className="mb-12" data-section="featured">
          <h2 id={ids.featured} className={H2}>
            {intl.formatMessage(bm.featured)}
          </h2>
          <PostGrid posts={data.featured} />
        </section>
      ) : null}
      {all && data.categories.length ? (
        <nav aria-labelledby={ids.categories} className="mb-12" data-section="categories">
          <h2 id={ids.categories} className={H2}>
            {intl.formatMessage(cm.categories)}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {data.categories.map((c) => (
              <li key={c.uid}>
                <LocalizedLink
                  to={categoryPath(c.uid)}
                  className="inline-block rounded-full bg-stone-100 px-5 py-2 font-semibold hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  {c.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby={ids.posts} data-section="posts">
        <h2 id={ids.posts} className={all ? H2 : 'sr-only'}>
          {intl.formatMessage(cm.allPosts)}
        </h2>
        {data.posts.length ? (
          <PostGrid posts={data.posts} />
        ) : (
          <p className="text-muted">{intl.formatMessage(cm.noPosts)}</p>
        )}
      </section>
      <Pagination path={path} page={data.page} pages={data.pages} />
      <p className="mt-10 text-sm">
        <LocalizedLink
          to={feedPath(path)}
          reloadDocument
          type="application/atom+xml"
          className="underline underline-offset-4"
        >
          {intl.formatMessage(cm.feed)}
        </LocalizedLink>
      </p>
    </div>
  );
}
