import type { RecommendationsEntry } from '@solo/content-model';
import { RecommendationBlocks } from './block-contexts.tsx';
import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pushDataLayer } from '../../lib/basket/analytics.ts';
import {
  currentRecommendationContext,
  enterRecommendationContext,
  RECOMMENDATION_CONTEXT_TYPES,
  type RecommendationContextType,
} from '../../lib/recommendations/context.ts';
import { itemListEvent } from '../../lib/recommendations/recommendations.ts';
import { m } from '../recommendations/messages.ts';
import { RecommendationTiles } from '../recommendations/RecommendationTiles.tsx';

/** The page's resolved recommendations blocks by entry uid (lib/recommendations/content-block). */

const contextOf = (value: unknown): RecommendationContextType =>
  RECOMMENDATION_CONTEXT_TYPES.find((c) => c === value) ?? 'OTHER';

/**
 * recommendations (spec 000 §3): the block's products as tiles, a grid (`grid_view`) or a slider
 * (`enable_product_slider`), two columns on mobile and four on large screens (spec 001 §2). While
 * shown, the block's `dy_page_context` is the recommendation context; the item-list event fires
 * once the block is on screen (spec 000 §7). Nothing without products.
 */
export function RecommendationsBlock({
  entry,
}: {
  entry: RecommendationsEntry & { uid: string };
  first: boolean;
}) {
  const intl = useIntl();
  const view = useContext(RecommendationBlocks)[entry.uid];
  const pageContext = contextOf(entry.dy_page_context);
  const products = entry.sfcc_products;
  useEffect(() => {
    if (!view?.tiles.length) return;
    const leave = enterRecommendationContext({ type: pageContext, data: products ?? [] });
    pushDataLayer(itemListEvent(view, currentRecommendationContext().type));
    return leave;
  }, [view, pageContext, products]);
  if (!view?.tiles.length) return null;
  const layout = entry.enable_product_slider && !entry.grid_view ? 'slider' : 'grid';
  return (
    <div className="mx-auto max-w-page px-4 py-10 lg:py-14">
      <RecommendationTiles view={view} title={intl.formatMessage(m.title)} layout={layout} />
    </div>
  );
}
