import type { RecommenderId } from '@solo/content-model';
import { useEffect, useState } from 'react';
import { pushDataLayer } from '../../lib/basket/analytics.ts';
import { currentRecommendationContext } from '../../lib/recommendations/context.ts';
import {
  itemListEvent,
  recommendationsQuery,
  type RecommendationsView,
} from '../../lib/recommendations/recommendations.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';

/**
 * Loads a recommender's tiles from the site's `recommendations-data` route when shown and again
 * when its products change, and pushes the item-list event of each load that lists products
 * (spec 001 §7). Null until an answer arrives; the last answer stays while the next loads.
 */
export function useRecommendations(input: {
  recommender: RecommenderId;
  productIds: readonly string[];
  max: number;
}): RecommendationsView | null {
  const url = useLocalizedHref()('/recommendations-data');
  const [view, setView] = useState<RecommendationsView | null>(null);
  const query = recommendationsQuery(input);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${url}?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<RecommendationsView>) : null))
      .then((next) => {
        if (controller.signal.aborted) return;
        setView(next);
        if (next?.tiles.length)
          pushDataLayer(itemListEvent(next, currentRecommendationContext().type));
      })
      .catch(() => {
        if (!controller.signal.aborted) setView(null);
      });
    return () => controller.abort();
  }, [url, query]);
  return view;
}
