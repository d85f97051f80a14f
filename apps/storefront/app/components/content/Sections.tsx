import type { ComponentType } from 'react';
import type { SectionType } from '@solo/content-model';
import { Card5050 } from './Card5050.tsx';
import { Hero } from './Hero.tsx';
import { HeroModern } from './HeroModern.tsx';
import { HeroTabs } from './HeroTabs.tsx';
import { ImageCard } from './ImageCard.tsx';
import { RecommendationsBlock } from './RecommendationsBlock.tsx';
import { TextCard } from './TextCard.tsx';
import { lazyBlock } from './lazy-block.tsx';
import { placeSections, type SectionEntry } from '../../lib/content/sections.ts';

type SectionComponent = ComponentType<{ entry: never; first: boolean }>;

const lazySection = (load: () => Promise<ComponentType<never>>) =>
  lazyBlock(load) as SectionComponent;

/**
 * Renderers by section type; the other block types of spec 000 §2 are skipped until built. Blocks
 * that few pages show load their code only where they are shown (lazy-block.tsx).
 */
const RENDERERS: Partial<Record<SectionType, SectionComponent>> = {
  hero_wrapper: Hero as SectionComponent,
  hero_tabs: HeroTabs as SectionComponent,
  hero_modern: HeroModern as SectionComponent,
  card_50_50: Card5050 as SectionComponent,
  image_card: ImageCard as SectionComponent,
  recommendations: RecommendationsBlock as SectionComponent,
  text_card: TextCard as SectionComponent,
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
