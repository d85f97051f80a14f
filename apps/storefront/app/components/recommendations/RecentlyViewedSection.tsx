import { RECOMMENDATIONS_DEFAULT_MAX_ITEMS } from '@solo/content-model';
import { useIntl } from 'react-intl';
import { m } from './messages.ts';
import { RecommendationTiles } from './RecommendationTiles.tsx';
import { useRecommendations } from './use-recommendations.ts';

/**
 * The Recently Viewed carousel (docs/decisions/recently-viewed.md): the shopper's own viewed
 * products, newest first, at most 5 (spec 000 §9), without the page's product; nothing when there
 * are none (no session, personalisation declined, nothing viewed yet).
 */
export default function RecentlyViewedSection({ productIds }: { productIds: string[] }) {
  const intl = useIntl();
  const view = useRecommendations({
    recommender: 'viewed-recently-einstein',
    productIds,
    max: RECOMMENDATIONS_DEFAULT_MAX_ITEMS,
  });
  if (!view?.tiles.length) return null;
  return (
    <RecommendationTiles view={view} title={intl.formatMessage(m.recentlyViewed)} layout="slider" />
  );
}
