import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { TileView } from '../../lib/tile/tile-view.ts';
import { ProductTile } from '../product-tile/ProductTile.tsx';
import { m } from '../../lib/listing/messages.ts';

/**
 * The hits as product tiles, in hit order: two columns on phones, up to four on wide screens.
 * While the next state of the listing loads, the grid is marked busy.
 */
export function ProductGrid({ tiles, busy }: { tiles: TileView[]; busy: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        {intl.formatMessage(m.products)}
      </h2>
      <ul
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        className={`grid grid-cols-2 gap-x-4 gap-y-8 lg:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity motion-reduce:transition-none' : ''}`}
      >
        {tiles.map((tile, index) => (
          <li key={tile.id}>
            <ProductTile tile={tile} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
