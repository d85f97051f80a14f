import type { PostEntry } from '@solo/content-model';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { postAction, postDateParts, postPath, postTitle } from '../../lib/content/posts.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { bm } from './block-messages.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A post teaser (spec 000 §3 Post, §9): image, its first category and "Featured" when featured,
 * title, date as "Mon D,
 * YYYY | h:mm AM/PM" and the button "Read Now" ("Watch" for the Video category) or "Read More". The title and
 * button lead to the post's page only once post pages exist (lib/content/feature-routes.ts);
 * until then the title is plain text and there is no button.
 */
export function PostCard({
  post,
  sizes,
  readLabel = 'byCategory',
}: {
  post: PostEntry;
  sizes: string;
  /** The button's text: "Read Now" or "Watch" by category (the blog block), or "Read More". */
  readLabel?: 'byCategory' | 'readMore';
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const titleId = useId();
  const title = postTitle(post);
  const path = postPath(post);
  const date = postDateParts(post.publish_date, locale.id);
  const category = post.categories?.find((c) => c?.title?.trim())?.title?.trim();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3" data-post={post.uid}>
      {post.featured_image?.url ? (
        <ResponsiveImage
          image={post.featured_image}
          sizes={sizes}
          priority={false}
          className="aspect-[4/3] w-full rounded-lg object-cover"
        />
      ) : null}
      {category || post.featured_post ? (
        <p className="flex flex-wrap gap-x-3 text-xs font-bold tracking-wide uppercase">
          {category ? <span className="text-muted">{category}</span> : null}
          {post.featured_post ? (
            <span className="text-brand-dark">{intl.formatMessage(bm.featured)}</span>
          ) : null}
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {path ? (
          <LocalizedLink to={path} className="hover:underline">
            {title}
          </LocalizedLink>
        ) : (
          title
        )}
      </h3>
      {date ? (
        <p className="text-sm text-muted">
          <time dateTime={post.publish_date}>{intl.formatMessage(bm.postDate, date)}</time>
        </p>
      ) : null}
      {path ? (
        <LocalizedLink
          to={path}
          aria-describedby={titleId}
          className="mt-auto self-start rounded-full border-2 border-current px-5 py-2 text-sm font-semibold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {intl.formatMessage(
            readLabel === 'readMore'
              ? bm.readMore
              : postAction(post) === 'watch'
                ? bm.watch
                : bm.readNow,
          )}
        </LocalizedLink>
      ) : null}
    </article>
  );
}
