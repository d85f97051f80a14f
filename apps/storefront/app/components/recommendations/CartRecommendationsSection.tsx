import { RECOMMENDATIONS_DEFAULT_MAX_ITEMS } from '@solo/content-model';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { enterRecommendationContext } from '../../lib/recommendations/context.ts';
import { useCart } from '../cart/cart-state.tsx';
import { m } from './messages.ts';
import { RecommendationTiles } from './RecommendationTiles.tsx';
import { useRecommendations } from './use-recommendations.ts';

/**
 * The mini cart's recommendations (spec 001 §2): products recommended for the basket's items,
 * loaded when the mini cart opens, at most 5 (spec 000 §9), in a slider; nothing when there is
 * nothing to recommend. While it is shown the recommendation context is CART, and the prior one
 * comes back when the mini cart closes (spec 001 §4).
 */
export default function CartRecommendationsSection() {
  const intl = useIntl();
  const { cart } = useCart();
  const productIds = [...new Set((cart?.lines ?? []).map((line) => line.productId))];
  const key = productIds.join(',');
  useEffect(
    () => enterRecommendationContext({ type: 'CART', data: key ? key.split(',') : [] }),
    [key],
  );
  const view = useRecommendations({
    recommender: 'product-to-product-einstein',
    productIds,
    max: RECOMMENDATIONS_DEFAULT_MAX_ITEMS,
    enabled: productIds.length > 0,
  });
  if (!productIds.length || !view?.tiles.length) return null;
  return <RecommendationTiles view={view} title={intl.formatMessage(m.title)} layout="slider" />;
}
