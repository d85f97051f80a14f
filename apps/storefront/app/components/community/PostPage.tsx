import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CommunityPost } from '../../lib/community/post.server.ts';
import { cm } from '../../lib/community/messages.ts';
import { postDateParts, postTitle } from '../../lib/content/posts.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { bm } from '../content/block-messages.ts';
import { ContentBlocks } from '../content/ContentBlocks.tsx';
import { lazyBlock } from '../content/lazy-block.tsx';
import { ResponsiveImage } from '../content/ResponsiveImage.tsx';
import { TextFieldView } from '../content/TextField.tsx';
import type { ShareLink } from '../../lib/community/share.ts';
import { ShareLinks } from './ShareLinks.tsx';

// The video, the shoppable cards and the author's posts load their code only where a post shows
// them (components/content/lazy-block.tsx), which keeps a post within the page JavaScript budget.
const Video = lazyBlock(() => import('../content/Video.tsx').then((m) => m.Video));
const ProductCardList = lazyBlock(() =>
  import('../content/ProductCards.tsx').then((m) => m.ProductCardList),
);
const FeaturedAuthorContent = lazyBlock(() =>
  import('../content/ArticleEmbeds.tsx').then((m) => m.FeaturedAuthorContent),
);

export type PostPageData = CommunityPost & { share: ShareLink[] };

/**
 * A community post (spec 000 §2 /community/p/{postId}, §3 Post): the hero (its video for a video
 * post, spec 000 §4 behaviours, else its image), category links, title, author and date, summary,
 * the body with its embeds, share links, the products it is about, the author and "More From
 * {author}".
 */
export function PostPage({ data }: { data: PostPageData }) {
  const intl = useIntl();
  const { locale } = useSite();
  const ids = { author: useId() };
  const { post, author } = data;
  const title = postTitle(post);
  const date = postDateParts(post.publish_date, locale.id);
  const video = post.post_type === 'VideoObject' && post.video ? post.video : null;
  return (
    <ContentBlocks
      data={{ products: data.products, recommendations: {}, forms: {}, carousels: {} }}
    >
      <article className="mx-auto w-full max-w-4xl px-4 py-10 lg:py-14" data-post-page={post.uid}>
        <header className="grid gap-4">
          {data.categoryLinks.length ? (
            <ul className="flex flex-wrap gap-2 text-sm font-semibold" data-post-categories>
              {data.categoryLinks.map((c) => (
                <li key={c.uid}>
                  {c.path ? (
                    <LocalizedLink
                      to={c.path}
                      className="text-brand-dark underline-offset-4 hover:underline"
                    >
                      {c.title}
                    </LocalizedLink>
                  ) : (
                    c.title
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight lg:text-5xl">{title}</h1>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted">
            {author?.name ? (
              <span>{intl.formatMessage(cm.by, { author: author.name })}</span>
            ) : null}
            {date ? (
              <time dateTime={post.publish_date}>{intl.formatMessage(bm.postDate, date)}</time>
            ) : null}
          </p>
          {post.summary ? <p className="text-xl">{post.summary}</p> : null}
        </header>
        <div className="my-8">
          {video ? (
            <Video
              video={video}
              priority
              controls={false}
              className="aspect-video w-full rounded-lg"
            />
          ) : post.featured_image?.url ? (
            <ResponsiveImage
              image={post.featured_image}
              sizes="(min-width: 992px) 896px, 100vw"
              priority
              className="aspect-video w-full rounded-lg object-cover"
            />
          ) : null}
        </div>
        <TextFieldView text={post.body} className="text-lg" />
        <div className="my-10">
          <ShareLinks links={data.share} />
        </div>
        <div className="my-10">
          <ProductCardList
            title={intl.formatMessage(cm.relatedProducts)}
            products={post.featured_products}
          />
        </div>
        {author?.name && (author.bio || author.image) ? (
          <aside
            aria-labelledby={ids.author}
            className="my-10 flex gap-5 rounded-lg bg-stone-50 p-5"
            data-author
          >
            {author.image?.url ? (
              <ResponsiveImage
                image={author.image}
                sizes="96px"
                priority={false}
                className="size-24 shrink-0 rounded-full object-cover"
              />
            ) : null}
            <div className="grid content-start gap-1">
              <h2 id={ids.author} className="text-lg font-semibold">
                {intl.formatMessage(cm.aboutAuthor, { author: author.name })}
              </h2>
              {author.role ? <p className="text-sm text-muted">{author.role}</p> : null}
              {author.bio ? <p>{author.bio}</p> : null}
            </div>
          </aside>
        ) : null}
        {author?.name ? (
          <FeaturedAuthorContent entry={{ author: author.name, posts: data.more }} />
        ) : null}
      </article>
    </ContentBlocks>
  );
}
