import type { ImageContentAlternatingEntry } from '@solo/content-model';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { IMAGE_ALTERNATING_NAVIGATION_ABOVE } from '../../lib/content/carousel.ts';
import { bm } from './block-messages.ts';
import { Carousel } from './Carousel.tsx';
import { ContentButton } from './ContentButton.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';

/**
 * One `sizes` for both layouts, so the browser picks the same file for an item's two images and
 * downloads it once, whichever layout the width displays.
 */
const SIZES = '(min-width: 768px) 50vw, 90vw';

type Item = ImageContentAlternatingEntry['items'] extends Array<infer T> | undefined ? T : never;

function ItemText({ item }: { item: Item }) {
  return (
    <div className="flex flex-col items-start gap-4">
      {item.heading ? <h3 className="text-xl font-bold lg:text-3xl">{item.heading}</h3> : null}
      <TextFieldView text={item.text} className="text-muted" />
      {item.button ? <ContentButton button={item.button} /> : null}
    </div>
  );
}

/**
 * image_content_alternating: at large width (992px, spec 000 §9) rows of image and text whose
 * image changes side row by row; below it the items are slides of the carousel, with its
 * previous/next buttons only above 3 items (§9). Only one of the two layouts is displayed at a
 * width, so each item is read once. Nothing without an item that has an image.
 */
export function ImageContentAlternating({
  entry,
  first,
}: {
  entry: Partial<ImageContentAlternatingEntry>;
  first: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const items = (entry.items ?? []).filter((item) => item?.image?.url);
  if (!items.length) return null;
  const title = entry.title?.trim();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="image_content_alternating"
    >
      {title ? (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight lg:mb-10 lg:text-4xl">
          {title}
        </h2>
      ) : null}
      <ul className="hidden gap-12 lg:grid">
        {items.map((item, i) => (
          <li
            key={i}
            className={`flex items-center gap-12 ${i % 2 ? 'flex-row-reverse' : 'flex-row'}`}
            data-image-side={i % 2 ? 'right' : 'left'}
          >
            <ResponsiveImage
              image={item.image}
              sizes={SIZES}
              priority={first && i === 0}
              className="w-1/2 rounded-lg object-cover"
            />
            <div className="w-1/2">
              <ItemText item={item} />
            </div>
          </li>
        ))}
      </ul>
      <div className="lg:hidden">
        <Carousel
          label={title ?? intl.formatMessage(bm.featured)}
          perView={{ base: 1.15, md: 2 }}
          navigationAbove={IMAGE_ALTERNATING_NAVIGATION_ABOVE}
        >
          {items.map((item, i) => (
            <div key={i} className="flex flex-col gap-4">
              <ResponsiveImage
                image={item.image}
                sizes={SIZES}
                priority={first && i === 0}
                className="aspect-[4/3] w-full rounded-lg object-cover"
              />
              <ItemText item={item} />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
