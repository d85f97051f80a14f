import type { ComponentType } from 'react';
import type { SectionType } from '@solo/content-model';
import { FormBlock } from './FormBlock.tsx';
import { Hero } from './Hero.tsx';
import { RecommendationsBlock } from './RecommendationsBlock.tsx';
import { TextCard } from './TextCard.tsx';
import { placeSections, type SectionEntry } from '../../lib/content/sections.ts';

type SectionComponent = ComponentType<{ entry: never; first: boolean }>;

/** Renderers by section type; the other block types of spec 000 §2 are skipped until built. */
const RENDERERS: Partial<Record<SectionType, SectionComponent>> = {
  hero_wrapper: Hero as SectionComponent,
  recommendations: RecommendationsBlock as SectionComponent,
  text_card: TextCard as SectionComponent,
  form: FormBlock as SectionComponent,
};
const RENDERABLE = new Set(Object.keys(RENDERERS) as SectionType[]);

/** The sections of a page entry, in order (spec 000 §2). */
export function Sections({ sections }: { sections: readonly SectionEntry[] | undefined }) {
  return placeSections(sections, RENDERABLE).map(({ type, entry, first }) => {
    const Renderer = RENDERERS[type] as ComponentType<{ entry: SectionEntry; first: boolean }>;
    return <Renderer key={entry.uid} entry={entry} first={first} />;
  });
}
