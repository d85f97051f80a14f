import { useIntl } from 'react-intl';
import { LocalizedLink } from '../../lib/site-context.tsx';
import type { ListingTile } from '../../lib/listing/view-model.ts';
import { m } from './messages.ts';

/** The hits as product tiles, in hit order: two columns on phones, up to four on wide screens. */
export function ProductGrid({ tiles, busy }: { tiles: ListingTile[]; busy: boolean }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage(m.products)}
      aria-busy={busy || undefined}
      className={`mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4 ${busy ? 'opacity-60 transition-opacity' : ''}`}
    >
      {tiles.map((tile) => (
        <li key={tile.id}>
          <LocalizedLink
            to={`/p/${encodeURIComponent(tile.id)}`}
            className="font-semibold hover:underline"
          >
            {tile.name}
          </LocalizedLink>
          {tile.price ? <p className="text-sm">{tile.price}</p> : null}
        </li>
      ))}
    </ul>
  );
}
