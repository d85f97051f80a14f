import type { Card5050Entry } from '@solo/content-model';
import { hasText } from '../../lib/content/rich-text.ts';
import { ContentButton } from './ContentButton.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';
import { Video } from './Video.tsx';
import { prefersLightText, safeColor } from './colors.ts';

/**
 * card_50_50 (spec 000 §2): media on one half and text on the other, stacked on phones; the
 * media side follows `image_position`. Also embedded in rich text (spec 000 §3 references).
 * Nothing without a heading, text or media.
 */
export function Card5050({
  entry,
  first = false,
}: {
  entry: Partial<Card5050Entry>;
  first?: boolean;
}) {
  const image = entry.image?.url ? entry.image : undefined;
  const video = entry.video?.public_id || entry.video?.link ? entry.video : undefined;
  const text = hasText(entry.text);
  if (!entry.heading && !text && !image && !video) return null;
  const background = safeColor(entry.background_color);
  const mediaRight = entry.image_position === 'right';
  return (
    <section
      className={`mx-auto grid max-w-page items-center gap-6 px-4 py-10 md:grid-cols-2 lg:gap-12 lg:px-10 lg:py-16 ${prefersLightText(background) ? 'text-white' : ''}`}
      style={background ? { backgroundColor: background } : undefined}
    >
      {image || video ? (
        <div className={mediaRight ? 'md:order-last' : ''}>
          {video ? (
            <Video video={video} priority={first} className="h-auto w-full rounded-lg" />
          ) : image ? (
            <ResponsiveImage
              image={image}
              sizes="(min-width: 768px) 50vw, 100vw"
              priority={first}
              className="h-auto w-full rounded-lg object-cover"
            />
          ) : null}
        </div>
      ) : null}
      <div className={image || video ? '' : 'md:col-span-2'}>
        {entry.heading ? (
          <h2 className="text-2xl font-bold tracking-tight lg:text-4xl">{entry.heading}</h2>
        ) : null}
        <TextFieldView text={entry.text} className="mt-4 text-lg" />
        {entry.button ? (
          <div className="mt-6">
            <ContentButton button={entry.button} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
