import type { PartnersEntry } from '@solo/content-model';
import { useId } from 'react';
import { resolveLink } from '../../lib/content/link.ts';
import { ContentLink } from './ContentLink.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/** Logos are small: the image service is asked for these widths only. */
const LOGO_SIZES = '(min-width: 992px) 160px, 33vw';

/**
 * partners (spec 000 §3 Partners: quote, logos with links), as a page block and embedded in rich
 * text. A logo's link (its partner's site) follows the content link rules; its image's alt text
 * names the partner. Nothing without a quote or a logo.
 */
export function Partners({ entry }: { entry: Partial<PartnersEntry>; first?: boolean }) {
  const headingId = useId();
  const quote = entry.quote?.trim();
  const logos = (entry.logos ?? []).filter((l) => l?.image?.url);
  if (!quote && !logos.length) return null;
  const title = entry.title?.trim();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 text-center lg:py-14"
      data-block="partners"
    >
      {title ? (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight lg:text-3xl">
          {title}
        </h2>
      ) : null}
      {quote ? (
        <figure className="mx-auto mb-8 max-w-3xl">
          <blockquote className="text-xl italic lg:text-2xl">
            <p>{quote}</p>
          </blockquote>
          {entry.quote_author ? (
            <figcaption className="mt-3 text-sm font-semibold">{entry.quote_author}</figcaption>
          ) : null}
        </figure>
      ) : null}
      {logos.length ? (
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {logos.map((logo, i) => {
            const image = (
              <ResponsiveImage
                image={logo.image}
                sizes={LOGO_SIZES}
                priority={false}
                className="h-12 w-auto max-w-40 object-contain"
              />
            );
            return (
              <li key={i}>
                {resolveLink(logo.link).kind === 'text' ? (
                  image
                ) : (
                  <ContentLink
                    link={logo.link}
                    className="block rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
                  >
                    {image}
                  </ContentLink>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
