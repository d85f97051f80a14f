/**
 * schema.org JSON-LD of a post page by its post_type (MODEL.md: Recipe, Article, BlogPosting,
 * VideoObject). A recipe post describes its embedded recipe entry. Pure: the route's meta renders
 * it through React Router's `<Meta>`, which escapes `<`, `>` and `&`.
 */
import type { PostEntry, RecipeEntry, TextField } from '@solo/content-model';
import { plainText } from '../content/rich-text.ts';
import { videoSource } from '../content/video.ts';
import { postTitle } from '../content/posts.ts';

/** Spec 000 §3: the types a post may have; anything else is described as an Article. */
const LD_TYPES = new Set(['Recipe', 'Article', 'BlogPosting', 'VideoObject']);

/** Minutes as an ISO 8601 duration ("PT1H30M"); undefined for none or nonsense. */
export function isoDuration(minutes: number | undefined): string | undefined {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return undefined;
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

const textOf = (field: TextField | undefined): string =>
  (typeof field === 'string' ? field : plainText(field)).trim();

/** The first recipe entry the post's body embeds (attached by the content API), if any. */
export function embeddedRecipe(post: PostEntry): Partial<RecipeEntry> | undefined {
  let found: Partial<RecipeEntry> | undefined;
  const walk = (node: unknown, depth: number) => {
    if (found || depth > 16 || typeof node !== 'object' || node === null) return;
    const n = node as { type?: unknown; attrs?: Record<string, unknown>; children?: unknown };
    if (n.type === 'reference' && n.attrs?.['content-type-uid'] === 'recipe') {
      const entry = n.attrs.entry;
      if (typeof entry === 'object' && entry !== null) found = entry;
      return;
    }
    if (Array.isArray(n.children)) for (const child of n.children) walk(child, depth + 1);
  };
  walk(post.body, 0);
  return found;
}

export interface PostLdContext {
  /** The absolute URL of the post's page. */
  url: string;
  /** The site's origin, to make image and video paths absolute. */
  origin: string;
  /** Names of the products the recipe uses (its `tool`). */
  equipmentNames?: string[];
}

const absolute = (origin: string, path: string | undefined): string | undefined =>
  path ? (/^https?:\/\//.test(path) ? path : `${origin}${path}`) : undefined;

/** The post page's JSON-LD object. */
export function postJsonLd(post: PostEntry, ctx: PostLdContext): Record<string, unknown> {
  const type = post.post_type && LD_TYPES.has(post.post_type) ? post.post_type : 'Article';
  const name = postTitle(post);
  const description = post.seo?.description?.trim() || post.summary?.trim() || undefined;
  const image = absolute(ctx.origin, post.featured_image?.url);
  const author = post.post_author?.name
    ? { '@type': 'Person', name: post.post_author.name }
    : undefined;
  const base = { '@context': 'https://schema.org', '@type': type, url: ctx.url };
  if (type === 'VideoObject') {
    return prune({
      ...base,
      name,
      description: description ?? name,
      thumbnailUrl: absolute(ctx.origin, post.video?.poster?.url ?? post.featured_image?.url),
      uploadDate: post.publish_date,
      contentUrl: absolute(ctx.origin, videoSource(post.video)),
    });
  }
  if (type === 'Recipe') {
    const recipe = embeddedRecipe(post) ?? {};
    return prune({
      ...base,
      name,
      image,
      author,
      datePublished: post.publish_date,
      description,
      recipeIngredient: (recipe.ingredients ?? []).filter((i) => typeof i === 'string' && i),
      recipeInstructions: (recipe.recipe_step ?? [])
        .map((step) => ({ '@type': 'HowToStep', name: step.name, text: textOf(step.text) }))
        .filter((step) => step.text),
      prepTime: isoDuration(recipe.prep_minutes),
      cookTime: isoDuration(recipe.cook_minutes),
      totalTime: isoDuration((recipe.prep_minutes ?? 0) + (recipe.cook_minutes ?? 0)),
      recipeYield: recipe.yield,
      tool: ctx.equipmentNames?.length
        ? ctx.equipmentNames.map((n) => ({ '@type': 'HowToTool', name: n }))
        : undefined,
    });
  }
  return prune({
    ...base,
    headline: name,
    image,
    author,
    datePublished: post.publish_date,
    description,
    mainEntityOfPage: ctx.url,
  });
}

/** Leaves out the fields without a value, so no empty property reaches the page. */
function prune(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}
