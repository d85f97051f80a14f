import { RECOMMENDATIONS_DEFAULT_MAX_ITEMS } from '@solo/content-model';
import { useIntl } from 'react-intl';
import { m } from './messages.ts';
import { RecommendationTiles } from './RecommendationTiles.tsx';
import { useRecommendations } from './use-recommendations.ts';

/**
 * The mini cart's recommendations section (spec 001 §2): products recommended for the basket's
 * products, loaded when the mini cart opens and again when they change, at most 5 (spec 000 §9),
 * in a slider; nothing when there is nothing to recommend.
 */
export default function CartRecommendationsSection({ productIds }: { productIds: string[] }) {
  const intl = useIntl();
  const view = useRecommendations({
    recommender: 'product-to-product-einstein',
    productIds,
    max: RECOMMENDATIONS_DEFAULT_MAX_ITEMS,
  });
  if (!view?.tiles.length) return null;
  return <RecommendationTiles view={view} title={intl.formatMessage(m.title)} layout="slider" />;
}
