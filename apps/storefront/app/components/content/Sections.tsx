import type { ComponentType } from 'react';
import type { SectionType } from '@solo/content-model';
import { Card5050 } from './Card5050.tsx';
import { Hero } from './Hero.tsx';
import { HeroModern } from './HeroModern.tsx';
import { HeroTabs } from './HeroTabs.tsx';
import { ImageCard } from './ImageCard.tsx';
import { RecommendationsBlock } from './RecommendationsBlock.tsx';
import { TextCard } from './TextCard.tsx';
import { placeSections, type SectionEntry } from '../../lib/content/sections.ts';

type SectionComponent = ComponentType<{ entry: never; first: boolean }>;

/** Renderers by section type; the other block types of spec 000 §2 are skipped until built. */
const RENDERERS: Partial<Record<SectionType, SectionComponent>> = {
  hero_wrapper: Hero as SectionComponent,
  hero_tabs: HeroTabs as SectionComponent,
  hero_modern: HeroModern as SectionComponent,
  card_50_50: Card5050 as SectionComponent,
  image_card: ImageCard as SectionComponent,
  recommendations: RecommendationsBlock as SectionComponent,
  text_card: TextCard as SectionComponent,
};
const RENDERABLE = new Set(Object.keys(RENDERERS) as SectionType[]);

/** The sections of a page entry, in order (spec 000 §2). */
export function Sections({ sections }: { sections: readonly SectionEntry[] | undefined }) {
  return placeSections(sections, RENDERABLE).map(({ type, entry, first }) => {
    const Renderer = RENDERERS[type] as ComponentType<{ entry: SectionEntry; first: boolean }>;
    return <Renderer key={entry.uid} entry={entry} first={first} />;
  });
}
