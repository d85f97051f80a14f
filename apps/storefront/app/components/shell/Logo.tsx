import { useIntl } from 'react-intl';
import type { ContentImage } from '@solo/content-model';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { ContentImg } from './ContentImg.tsx';
import { m } from './messages.ts';

/** Displayed logo width in CSS pixels; the image service serves 1x and 2x of it. */
const LOGO_WIDTH = 132;

/**
 * The logo, linking to the current site's home (spec 000 §2), crossfading to its hover variant.
 * Without a header entry the site title stands in.
 */
export function Logo({ logo, logoHover }: { logo?: ContentImage; logoHover?: ContentImage }) {
  const intl = useIntl();
  const { site } = useSite();
  return (
    <LocalizedLink
      to="/"
      aria-label={intl.formatMessage(m.home, { site: site.title })}
      className="group inline-grid min-h-11 items-center rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-700"
    >
      {logo ? (
        <>
          <ContentImg
            image={logo}
            width={LOGO_WIDTH}
            decorative
            loading="eager"
            className={`col-start-1 row-start-1 h-auto w-[96px] lg:w-[132px] ${logoHover ? 'transition-opacity duration-200 group-hover:opacity-0 motion-reduce:transition-none' : ''}`}
          />
          {logoHover ? (
            <ContentImg
              image={logoHover}
              width={LOGO_WIDTH}
              decorative
              loading="lazy"
              className="col-start-1 row-start-1 h-auto w-[96px] opacity-0 transition-opacity duration-200 group-hover:opacity-100 motion-reduce:transition-none lg:w-[132px]"
            />
          ) : null}
        </>
      ) : (
        <span className="text-lg font-extrabold tracking-[0.2em] text-stone-950 uppercase">
          {site.title}
        </span>
      )}
    </LocalizedLink>
  );
}
