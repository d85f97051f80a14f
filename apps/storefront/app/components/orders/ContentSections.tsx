import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import { RecommendationBlocks } from '../content/block-contexts.tsx';
import { Sections } from '../content/Sections.tsx';
import type { SectionEntry } from '../../lib/content/sections.ts';

/** The sections of an order page's content entry (loaded only when the entry has some). */
export default function ContentSections({
  sections,
  recommendations,
}: {
  sections: SectionEntry[];
  recommendations: Record<string, RecommendationsView>;
}) {
  return (
    <RecommendationBlocks value={recommendations}>
      <Sections sections={sections} />
    </RecommendationBlocks>
  );
}
