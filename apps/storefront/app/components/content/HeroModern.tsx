import type { HeroModernEntry } from '@solo/content-model';
import { hasText } from '../../lib/content/rich-text.ts';
import { videoSource } from '../../lib/content/video.ts';
import { ContentButton } from './ContentButton.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';
import { Video } from './Video.tsx';

/**
 * hero_modern (spec 000 §2): a split hero, the text beside an image or a video (stacked on
 * phones, media first). Its heading is an h2: the page holds its own h1. Nothing without a
 * heading, text or media.
 */
export function HeroModern({ entry, first }: { entry: Partial<HeroModernEntry>; first: boolean }) {
  const image = entry.image?.url ? entry.image : undefined;
  const video = videoSource(entry.video) ? entry.video : undefined;
  if (!entry.heading && !hasText(entry.text) && !image && !video) return null;
  return (
    <section className="mx-auto grid max-w-page items-center gap-8 px-4 py-10 lg:grid-cols-2 lg:gap-16 lg:px-10 lg:py-20">
      <div className="hero-in lg:order-first">
        {entry.eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-brand-dark uppercase">
            {entry.eyebrow}
          </p>
        ) : null}
        {entry.heading ? (
          <h2 className="mt-2 text-4xl font-bold tracking-tight lg:text-6xl">{entry.heading}</h2>
        ) : null}
        <TextFieldView text={entry.text} className="mt-4 text-lg text-muted lg:text-xl" />
        {entry.buttons?.length ? (
          <div className="mt-8 flex flex-wrap gap-4">
            {entry.buttons.map((b, i) => (
              <ContentButton key={i} button={b} />
            ))}
          </div>
        ) : null}
      </div>
      {video ? (
        <Video
          video={video}
          priority={first}
          autoplay
          loop
          muted
          className="order-first overflow-hidden rounded-2xl lg:order-last"
        />
      ) : image ? (
        <ResponsiveImage
          image={image}
          sizes="(min-width: 992px) 50vw, 100vw"
          priority={first}
          className="order-first h-auto w-full rounded-2xl object-cover lg:order-last"
        />
      ) : null}
    </section>
  );
}
