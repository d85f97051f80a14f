import type { ReactNode } from 'react';
import type { FormView } from '../../lib/content/forms.ts';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import { FormBlocks } from './FormBlock.tsx';
import { RecommendationBlocks } from './RecommendationsBlock.tsx';

/** The server-resolved data of a page's blocks (lib/content/page.server.ts), for its sections. */
export function ContentBlocks({
  recommendations,
  forms,
  children,
}: {
  recommendations: Record<string, RecommendationsView>;
  forms: Record<string, FormView>;
  children: ReactNode;
}) {
  return (
    <RecommendationBlocks value={recommendations}>
      <FormBlocks value={forms}>{children}</FormBlocks>
    </RecommendationBlocks>
  );
}
