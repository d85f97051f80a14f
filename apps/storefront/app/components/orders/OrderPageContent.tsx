import { lazy, Suspense } from 'react';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import type { SectionEntry } from '../../lib/content/sections.ts';

// The content blocks' code (tiles, hearts, media) is loaded only for an entry that has sections,
// so the order pages stay well within their JavaScript budget while the entries are empty.
const ContentSections = lazy(() => import('./ContentSections.tsx'));

/**
 * The content of `checkout_confirm` or `track_order` (spec 000 §2), when the content service
 * has the entry; nothing otherwise (spec 000 §8 "Missing content data: block renders nothing").
 */
export function OrderPageContent({
  sections,
  recommendations,
}: {
  sections: SectionEntry[];
  recommendations: Record<string, RecommendationsView>;
}) {
  if (!sections.length) return null;
  return (
    <Suspense fallback={null}>
      <ContentSections sections={sections} recommendations={recommendations} />
    </Suspense>
  );
}
