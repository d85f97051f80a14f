import type { ReactNode } from 'react';
import type { CarouselCard } from '../../lib/content/product-carousel.ts';
import type { ContentProductMap } from '../../lib/content/content-products.ts';
import type { FormView } from '../../lib/content/forms.ts';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import { ContentProducts } from './block-contexts.tsx';
import { FormBlocks } from './block-contexts.tsx';
import { ProductCarousels } from './block-contexts.tsx';
import { RecommendationBlocks } from './block-contexts.tsx';

/** What a page's loader resolved for its blocks (lib/content/page.server.ts). */
export interface BlockData {
  recommendations: Record<string, RecommendationsView>;
  forms: Record<string, FormView>;
  products: ContentProductMap;
  carousels: Record<string, CarouselCard[]>;
}

/** The server-resolved data of a page's blocks, for its sections. */
export function ContentBlocks({ data, children }: { data: BlockData; children: ReactNode }) {
  return (
    <RecommendationBlocks value={data.recommendations}>
      <FormBlocks value={data.forms}>
        <ContentProducts value={data.products}>
          <ProductCarousels value={data.carousels}>{children}</ProductCarousels>
        </ContentProducts>
      </FormBlocks>
    </RecommendationBlocks>
  );
}
