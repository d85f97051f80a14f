import type { HomeFeaturedBlogEntry } from '@solo/content-model';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { blogListPath } from '../../lib/content/feature-routes.ts';
import { shownPosts } from '../../lib/content/posts.ts';
import { tabAfterKey } from '../../lib/content/tabs.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { bm } from './block-messages.ts';
import { PostCard } from './PostCard.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * home_featured_blog (spec 000 §4 "blog block hover on a category changes the active category,
 * its main image and posts"): the group titles are tabs that become active on hover, focus,
 * click and the arrow keys; the active group's main image and posts show. "View All" leads to
 * the blog listing once it exists (lib/content/feature-routes.ts). Its data comes with the blog;
 * nothing without a group that has a title. Only the active panel renders its image and posts:
 * the others' twelve cards of responsive images were a third of the home page's HTML, and their
 * data is in the page already for the moment a tab is chosen.
 */
export function HomeFeaturedBlog({
  entry,
  first,
}: {
  entry: Partial<HomeFeaturedBlogEntry>;
  first: boolean;
}) {
  const intl = useIntl();
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const groups = (entry.groups ?? []).filter((g) => g?.title?.trim());
  if (!groups.length) return null;
  const current = Math.min(active, groups.length - 1);
  const title = entry.title?.trim();
  const viewAll = blogListPath();
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, current, groups.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };
  return (
    <section
      aria-labelledby={title ? `${baseId}-title` : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="home_featured_blog"
    >
      <div className="mb-6 flex items-baseline justify-between gap-4">
        {title ? (
          <h2 id={`${baseId}-title`} className="text-2xl font-bold tracking-tight lg:text-3xl">
            {title}
          </h2>
        ) : null}
        {viewAll ? (
          <LocalizedLink to={viewAll} className="font-semibold underline underline-offset-4">
            {intl.formatMessage(bm.viewAll)}
          </LocalizedLink>
        ) : null}
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-labelledby={title ? `${baseId}-title` : undefined}
          className="flex gap-2 overflow-x-auto lg:flex-col"
        >
          {groups.map((group, i) => (
            <button
              key={i}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={i === current}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={i === current ? 0 : -1}
              onKeyDown={onKeyDown}
              onMouseEnter={() => setActive(i)}
              onFocus={() => setActive(i)}
              onClick={() => setActive(i)}
              className={`shrink-0 rounded px-3 py-2 text-left text-lg font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:whitespace-normal ${i === current ? 'bg-stone-900 text-white' : 'text-muted hover:text-ink'}`}
            >
              {group.title}
            </button>
          ))}
        </div>
        {groups.map((group, i) => (
          <div
            key={i}
            role="tabpanel"
            id={`${baseId}-panel-${i}`}
            aria-labelledby={`${baseId}-tab-${i}`}
            hidden={i !== current}
            className="grid gap-6"
          >
            {i === current ? (
              <>
                {group.blog_main_image?.url ? (
                  <ResponsiveImage
                    image={group.blog_main_image}
                    sizes="(min-width: 992px) 70vw, 100vw"
                    priority={first && i === 0}
                    className="aspect-[21/9] w-full rounded-lg object-cover"
                  />
                ) : null}
                <ul className="grid content-start gap-6 md:grid-cols-3">
                  {shownPosts(group.posts).map((post, j) => (
                    <li key={post.uid ?? j}>
                      <PostCard post={post} sizes="(min-width: 768px) 25vw, 100vw" />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}
