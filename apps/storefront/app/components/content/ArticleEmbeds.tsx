import type {
  FeaturedAuthorContentEntry,
  FeaturedCommunityEntry,
  FeaturedProductsEntry,
  PostEntry,
  RecipeEntry,
} from '@solo/content-model';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AUTHOR_POSTS_LIMIT, shownPosts } from '../../lib/content/posts.ts';
import { bm } from './block-messages.ts';
import { PostCard } from './PostCard.tsx';
import { ProductCardList } from './ProductCards.tsx';
import { TextFieldView } from './TextField.tsx';

const SECTION = 'my-8 grid gap-4 rounded-lg bg-stone-50 p-5 lg:p-8';
const SUBHEADING = 'text-lg font-semibold';

/**
 * recipe embedded in an article (spec 000 §3 Recipe; §9 texts Equipment Used, Ingredients,
 * Directions, Step): the products used as cards, the ingredients, and the numbered steps.
 * Nothing without ingredients or steps.
 */
export function Recipe({ entry }: { entry: Partial<RecipeEntry> }) {
  const intl = useIntl();
  const titleId = useId();
  const ingredients = (entry.ingredients ?? []).filter((i) => typeof i === 'string' && i.trim());
  const steps = (entry.recipe_step ?? []).filter((s) => s?.text);
  if (!ingredients.length && !steps.length) return null;
  const title = entry.title?.trim();
  return (
    <section aria-labelledby={title ? titleId : undefined} className={SECTION} data-embed="recipe">
      {title ? (
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
      ) : null}
      {entry.equipment_used?.data?.length ? (
        <div className="grid gap-3" data-recipe="equipment">
          <h3 className={SUBHEADING}>{intl.formatMessage(bm.equipmentUsed)}</h3>
          <ProductCardList products={entry.equipment_used} showAddAll={false} />
        </div>
      ) : null}
      {ingredients.length ? (
        <div className="grid gap-3">
          <h3 className={SUBHEADING}>{intl.formatMessage(bm.ingredients)}</h3>
          <ul className="list-disc ps-6">
            {ingredients.map((ingredient, i) => (
              <li key={i}>{ingredient}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {steps.length ? (
        <div className="grid gap-3">
          <h3 className={SUBHEADING}>{intl.formatMessage(bm.directions)}</h3>
          <ol className="grid gap-4">
            {steps.map((step, i) => (
              <li key={i} className="grid gap-1">
                <h4 className="flex flex-wrap gap-x-2 font-semibold">
                  <span>{intl.formatMessage(bm.step, { n: i + 1 })}</span>
                  {step.name ? <span className="text-muted">{step.name}</span> : null}
                </h4>
                <TextFieldView text={step.text} className="text-muted" />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** featured_products in an article: the product cards with "+ Add" and Add All to Cart. */
export function FeaturedProducts({ entry }: { entry: Partial<FeaturedProductsEntry> }) {
  return (
    <div className="my-8" data-embed="featured_products">
      <ProductCardList title={entry.title} products={entry.products} />
    </div>
  );
}

function PostList({
  heading,
  posts,
  embed,
}: {
  heading: string | undefined;
  posts: PostEntry[];
  embed: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      className="my-8 grid gap-4"
      data-embed={embed}
    >
      {heading ? (
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post, i) => (
          <li key={post.uid ?? i}>
            <PostCard
              post={post}
              sizes="(min-width: 992px) 25vw, (min-width: 640px) 50vw, 100vw"
              readLabel="readMore"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** featured_community in an article: community posts with "Read More". Nothing without posts. */
export function FeaturedCommunity({ entry }: { entry: Partial<FeaturedCommunityEntry> }) {
  const posts = shownPosts(entry.posts);
  if (!posts.length) return null;
  return <PostList heading={entry.title?.trim()} posts={posts} embed="featured_community" />;
}

/**
 * featured_author_content: "More From {author}" (spec 000 §9) and up to three of the author's
 * posts (spec 000 §7 "limit 3"). Nothing without the author or a post.
 */
export function FeaturedAuthorContent({ entry }: { entry: Partial<FeaturedAuthorContentEntry> }) {
  const intl = useIntl();
  const author = entry.author?.trim();
  const posts = shownPosts(entry.posts).slice(0, AUTHOR_POSTS_LIMIT);
  if (!author || !posts.length) return null;
  return (
    <PostList
      heading={intl.formatMessage(bm.moreFrom, { author })}
      posts={posts}
      embed="featured_author_content"
    />
  );
}
