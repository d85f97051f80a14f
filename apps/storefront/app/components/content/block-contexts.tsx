/**
 * What a page's loader resolved for its blocks (lib/content/page.server.ts), by block. In one
 * small module of its own: a page provides them without loading any block's code.
 */
import { createContext } from 'react';
import type { ContentProductMap } from '../../lib/content/content-products.ts';
import type { FormView } from '../../lib/content/forms.ts';
import type { CarouselCard } from '../../lib/content/product-carousel.ts';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';

/** Recommendations blocks' tiles by block uid. */
export const RecommendationBlocks = createContext<Record<string, RecommendationsView>>({});
/** Form blocks' definitions by block uid (lib/content/forms.server.ts). */
export const FormBlocks = createContext<Record<string, FormView>>({});
/** The products picked in content (lib/content/content-products). */
export const ContentProducts = createContext<ContentProductMap>({});
/** Hero product carousels' cards by carousel key (lib/content/product-carousel.server.ts). */
export const ProductCarousels = createContext<Record<string, CarouselCard[]>>({});
