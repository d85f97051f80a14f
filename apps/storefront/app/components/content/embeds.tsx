import type { ComponentType } from 'react';
import type { ImageBlockEntry, QuotationEntry, RteReferenceType } from '@solo/content-model';
import { ContentLink } from './ContentLink.tsx';
import { lazyBlock } from './lazy-block.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * An entry embedded in rich text (spec 000 §3 references), given the entry the content API
 * attached. Each renderer declares its own entry type; `never` lets the registry hold them all.
 */
export type EmbedComponent = ComponentType<{ entry: never }>;

/** image_block: an image with an optional caption and link. Nothing without an image. */
function ImageBlock({ entry }: { entry: Partial<ImageBlockEntry> }) {
  if (!entry.image?.url) return null;
  const image = (
    <ResponsiveImage
      image={entry.image}
      sizes="(min-width: 992px) 768px, 100vw"
      priority={false}
      className="h-auto w-full rounded"
    />
  );
  return (
    <figure className="mt-6 first:mt-0">
      {entry.link ? (
        <ContentLink link={entry.link} className="block focus-visible:outline-2">
          {image}
        </ContentLink>
      ) : (
        image
      )}
      {entry.caption ? (
        <figcaption className="mt-2 text-sm text-muted">{entry.caption}</figcaption>
      ) : null}
    </figure>
  );
}

/** quotation: a pull quote and who said it. Nothing without the quote. */
function Quotation({ entry }: { entry: Partial<QuotationEntry> }) {
  if (!entry.quote?.trim()) return null;
  return (
    <figure className="my-8 border-s-4 border-brand ps-6">
      <blockquote className="text-xl italic lg:text-2xl">
        <p>{entry.quote}</p>
      </blockquote>
      {entry.author ? (
        <figcaption className="mt-3 text-sm font-semibold before:content-['—_']">
          {entry.author}
        </figcaption>
      ) : null}
    </figure>
  );
}

/**
 * Renderers of embedded entries by content type (spec 000 §3 rich-text references). A type
 * without one renders nothing (RichText.tsx).
 */
export const EMBEDS: Partial<Record<RteReferenceType, EmbedComponent>> = {
  image_block: ImageBlock as EmbedComponent,
  quotation: Quotation as EmbedComponent,
  // The other embeds load their code only on a page that shows them (lazy-block.tsx).
  card_50_50: lazyBlock(() => import('./Card5050.tsx').then((m) => m.Card5050)) as EmbedComponent,
  recipe: lazyBlock(() => import('./ArticleEmbeds.tsx').then((m) => m.Recipe)) as EmbedComponent,
  featured_products: lazyBlock(() =>
    import('./ArticleEmbeds.tsx').then((m) => m.FeaturedProducts),
  ) as EmbedComponent,
  featured_community: lazyBlock(() =>
    import('./ArticleEmbeds.tsx').then((m) => m.FeaturedCommunity),
  ) as EmbedComponent,
  featured_author_content: lazyBlock(() =>
    import('./ArticleEmbeds.tsx').then((m) => m.FeaturedAuthorContent),
  ) as EmbedComponent,
  partners: lazyBlock(() => import('./Partners.tsx').then((m) => m.Partners)) as EmbedComponent,
};
