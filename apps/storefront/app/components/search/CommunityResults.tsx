import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import type { CommunityPostView } from '../../lib/search/community.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { m } from './messages.ts';

/**
 * The community posts a search found (spec 000 §2, §7, §9: up to 4), after the product results.
 * Each card links to the post's page; no page lists more posts for a search, so there is no
 * "view all" link.
 */
export function CommunityResults({ posts, query }: { posts: CommunityPostView[]; query: string }) {
  const intl = useIntl();
  const href = useLocalizedHref();
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="community-results-heading"
      className="mx-auto max-w-[2200px] px-4 pb-10 lg:px-8"
    >
      <h2
        id="community-results-heading"
        className="border-t border-stone-200 pt-8 text-xl font-semibold tracking-tight text-stone-950"
      >
        {intl.formatMessage(m.communityResults, { query })}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={href(post.path)}
              className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-700"
            >
              {post.image ? (
                <img
                  src={post.image.src}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full rounded-lg bg-stone-100 object-cover"
                />
              ) : (
                <span className="block aspect-video w-full rounded-lg bg-stone-100" />
              )}
              {post.category ? (
                <span className="mt-3 block text-xs font-semibold tracking-wider text-stone-600 uppercase">
                  {post.category}
                </span>
              ) : null}
              <span className="mt-1 block font-semibold text-stone-950 group-hover:underline">
                {post.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
