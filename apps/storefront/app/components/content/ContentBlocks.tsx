import type { ReactNode } from 'react';
import type { ContentProductMap } from '../../lib/content/content-products.ts';
import type { FormView } from '../../lib/content/forms.ts';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import { ContentProducts } from './content-products-context.tsx';
import { FormBlocks } from './form-context.tsx';
import { RecommendationBlocks } from './RecommendationsBlock.tsx';

/** The server-resolved data of a page's blocks (lib/content/page.server.ts), for its sections. */
export function ContentBlocks({
  recommendations,
  forms,
  products,
  children,
}: {
  recommendations: Record<string, RecommendationsView>;
  forms: Record<string, FormView>;
  products: ContentProductMap;
  children: ReactNode;
}) {
  return (
    <RecommendationBlocks value={recommendations}>
      <FormBlocks value={forms}>
        <ContentProducts value={products}>{children}</ContentProducts>
      </FormBlocks>
    </RecommendationBlocks>
  );
}
