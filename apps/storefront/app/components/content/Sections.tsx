import type { ComponentType } from 'react';
import type { SectionType } from '@solo/content-model';
import { lazyBlock } from './lazy-block.tsx';
import { placeSections, type SectionEntry } from '../../lib/content/sections.ts';

type SectionComponent = ComponentType<{ entry: never; first: boolean }>;

const lazySection = (load: () => Promise<ComponentType<never>>) =>
  lazyBlock(load) as SectionComponent;

/**
 * Renderers of the 17 block types of spec 000 §2; unknown types are skipped. Each loads its code
 * only on a page that shows it (lazy-block.tsx).
 */
const RENDERERS: Partial<Record<SectionType, SectionComponent>> = {
  hero_wrapper: lazySection(() => import('./Hero.tsx').then((m) => m.Hero)),
  hero_tabs: lazySection(() => import('./HeroTabs.tsx').then((m) => m.HeroTabs)),
  hero_modern: lazySection(() => import('./HeroModern.tsx').then((m) => m.HeroModern)),
  card_50_50: lazySection(() => import('./Card5050.tsx').then((m) => m.Card5050)),
  image_card: lazySection(() => import('./ImageCard.tsx').then((m) => m.ImageCard)),
  recommendations: lazySection(() =>
    import('./RecommendationsBlock.tsx').then((m) => m.RecommendationsBlock),
  ),
  text_card: lazySection(() => import('./TextCard.tsx').then((m) => m.TextCard)),
  form: lazySection(() => import('./FormBlock.tsx').then((m) => m.FormBlock)),
  accordion_group: lazySection(() => import('./AccordionGroup.tsx').then((m) => m.AccordionGroup)),
  entry_points: lazySection(() => import('./EntryCards.tsx').then((m) => m.EntryPoints)),
  horizontal_cards_slider: lazySection(() =>
    import('./EntryCards.tsx').then((m) => m.HorizontalCardsSlider),
  ),
  annotation_card: lazySection(() => import('./AnnotationCard.tsx').then((m) => m.AnnotationCard)),
  image_content_alternating: lazySection(() =>
    import('./ImageContentAlternating.tsx').then((m) => m.ImageContentAlternating),
  ),
  product_measurements_specs: lazySection(() =>
    import('./ProductMeasurementsSpecs.tsx').then((m) => m.ProductMeasurementsSpecs),
  ),
  partners: lazySection(() => import('./Partners.tsx').then((m) => m.Partners)),
  home_featured_blog: lazySection(() =>
    import('./HomeFeaturedBlog.tsx').then((m) => m.HomeFeaturedBlog),
  ),
  product_cards: lazySection(() => import('./ProductCards.tsx').then((m) => m.ProductCards)),
};
const RENDERABLE = new Set(Object.keys(RENDERERS) as SectionType[]);

/** The sections of a page entry, in order (spec 000 §2). */
export function Sections({ sections }: { sections: readonly SectionEntry[] | undefined }) {
  return placeSections(sections, RENDERABLE).map(({ type, entry, first }) => {
    const Renderer = RENDERERS[type] as ComponentType<{ entry: SectionEntry; first: boolean }>;
    return <Renderer key={entry.uid} entry={entry} first={first} />;
  });
}
