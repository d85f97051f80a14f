import { useId } from 'react';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import { ProductTile, TILE_PRIORITY_COUNT } from '../product-tile/ProductTile.tsx';

/**
 * Spec 001 §2 "Recommendation slider/grid: grid is 2 columns on mobile, 4 on large screens". The
 * columns follow the section's own width (container queries), so in the 457px mini cart the
 * widget keeps two while a page-wide block gets four. The slider scrolls sideways with the same
 * number of tiles in view.
 */
const LAYOUTS = {
  grid: 'grid grid-cols-2 gap-x-4 gap-y-8 @3xl:grid-cols-4',
  slider:
    'grid snap-x snap-mandatory auto-cols-[calc((100%-1rem)/2)] grid-flow-col gap-4 overflow-x-auto pb-3 @3xl:auto-cols-[calc((100%-3rem)/4)]',
} as const;

/**
 * A recommendations section: its heading names the region and the list; each tile is the
 * listing's product tile, reachable by keyboard through its links and button.
 */
export function RecommendationTiles({
  view,
  title,
  layout,
}: {
  view: RecommendationsView;
  title: string;
  layout: keyof typeof LAYOUTS;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="@container grid gap-3"
      data-recommendations={view.recommender}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className={LAYOUTS[layout]}>
        {view.tiles.map((tile, index) => (
          <li key={tile.id} className="snap-start">
            {/* Shown below other content: images never take the high-priority slot. */}
            <ProductTile tile={tile} index={TILE_PRIORITY_COUNT + index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
