import type { ImageCardEntry } from '@solo/content-model';
import { resolveLink } from '../../lib/content/link.ts';
import { ContentLink } from './ContentLink.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';

/**
 * image_card (spec 000 §2): an image with a caption card over its lower part; the heading links
 * where the entry's link leads (so the card has one link, named by its heading). Nothing without
 * an image.
 */
export function ImageCard({ entry, first }: { entry: Partial<ImageCardEntry>; first: boolean }) {
  if (!entry.image?.url) return null;
  const linked = resolveLink(entry.link).kind !== 'text';
  return (
    <section className="mx-auto max-w-page px-4 py-10 lg:px-10">
      <div className="relative overflow-hidden rounded-2xl">
        <ResponsiveImage
          image={entry.image}
          sizes="(min-width: 2200px) 2200px, 100vw"
          priority={first}
          className="h-auto max-h-[640px] w-full object-cover"
        />
        {entry.heading || entry.text ? (
          <div className="bottom-6 start-6 max-w-md bg-white/95 p-6 text-ink md:absolute md:rounded-lg">
            {entry.heading ? (
              <h2 className="text-2xl font-bold tracking-tight">
                {linked ? (
                  <ContentLink
                    link={entry.link}
                    className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  >
                    {entry.heading}
                  </ContentLink>
                ) : (
                  entry.heading
                )}
              </h2>
            ) : null}
            <TextFieldView text={entry.text} className="mt-2 text-muted" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
