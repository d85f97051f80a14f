import { useContext } from 'react';
import type { BannerSize, HeroEntry } from '@solo/content-model';
import { contentBoxStyle, radiusStyle, spacingStyle } from '../../lib/content/hero.ts';
import { carouselKey } from '../../lib/content/product-carousel.ts';
import { hasText } from '../../lib/content/rich-text.ts';
import { videoSource } from '../../lib/content/video.ts';
import { ProductCarousels } from './block-contexts.tsx';
import { HeroSections } from './HeroSections.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { lazyBlock } from './lazy-block.tsx';
import { prefersLightText } from './colors.ts';

/** A hero's video player loads only where a hero shows a video. */
const Video = lazyBlock(() => import('./Video.tsx').then((m) => m.Video));

/** Banner heights by size (spec 000 §3 banner sizes). */
const HEIGHTS: Record<BannerSize, string> = {
  normal: 'min-h-[480px] lg:min-h-[600px]',
  normalCLP: 'min-h-[360px] lg:min-h-[440px]',
  fullsize: 'min-h-[calc(100svh-96px)]',
  fullsize2: 'min-h-[75svh]',
  short: 'min-h-[280px] lg:min-h-[340px]',
};

/** Where overlay content sits (spec 000 §3 positions); unknown positions centre it. */
const POSITIONS: Record<string, string> = {
  top_left: 'items-start justify-start text-left',
  top_center: 'items-start justify-center text-center',
  top_right: 'items-start justify-end text-right',
  middle_left: 'items-center justify-start text-left',
  middle_center: 'items-center justify-center text-center',
  middle_right: 'items-center justify-end text-right',
  bottom_left: 'items-end justify-start text-left',
  bottom_center: 'items-end justify-center text-center',
  bottom_right: 'items-end justify-end text-right',
  left: 'items-center justify-start text-left',
  center: 'items-center justify-center text-center',
  right: 'items-center justify-end text-right',
};

/** Where the media is anchored when cropped (spec 000 §3 media position). */
const OBJECT_POSITIONS: Record<string, string> = {
  top_left: 'object-left-top',
  top_center: 'object-top',
  top_right: 'object-right-top',
  middle_left: 'object-left',
  middle_center: 'object-center',
  middle_right: 'object-right',
  bottom_left: 'object-left-bottom',
  bottom_center: 'object-bottom',
  bottom_right: 'object-right-bottom',
  left: 'object-left',
  center: 'object-center',
  right: 'object-right',
};

/**
 * hero_wrapper (spec 000 §3 Hero): a banner of an image or a video, its nested sections over it
 * (overlay) or below it, sized, placed and styled by its visualization and spacing. Overlay
 * content animates in (app.css `hero-in`). Nothing without media, text or products.
 */
export function Hero({
  entry,
  first,
}: {
  entry: Partial<HeroEntry> & { uid?: string };
  first: boolean;
}) {
  const carousels = useContext(ProductCarousels);
  const uid = entry.uid ?? '';
  const sections = Array.isArray(entry.sections) ? entry.sections : [];
  const media = entry.media;
  const image = media?.image?.find((i) => i?.url);
  const video = media?.video?.find((v) => videoSource(v));
  const hasContent = sections.some((s, i) =>
    !s || typeof s !== 'object'
      ? false
      : 'text_block' in s
        ? Boolean(s.text_block?.heading) || hasText(s.text_block?.text)
        : 'button' in s || 'text_block_and_image' in s || carouselKey(uid, i) in carousels,
  );
  if (!image && !video && !hasContent) return null;
  const v = entry.visualization;
  const overlay = v?.is_overlay ?? true;
  const width = v?.is_full_width === false ? 'max-w-page mx-auto' : '';
  const objectPosition = OBJECT_POSITIONS[media?.position ?? 'center'] ?? 'object-center';
  const cover = `h-full w-full object-cover ${objectPosition}`;
  const mediaView = video ? (
    <Video
      video={video}
      priority={first}
      autoplay={media?.autoplay ?? true}
      controls={media?.controls ?? false}
      loop={media?.loop ?? true}
      muted={media?.mute ?? true}
      className={overlay ? 'absolute inset-0 h-full w-full' : 'w-full'}
    />
  ) : image ? (
    <ResponsiveImage
      image={image}
      // Phones crop the wide banner to a tall box: it is drawn about twice the viewport wide.
      sizes={overlay ? '(max-width: 991px) 200vw, 100vw' : '100vw'}
      priority={first}
      className={overlay ? `absolute inset-0 ${cover}` : 'h-auto w-full'}
    />
  ) : null;
  const box = contentBoxStyle(v);
  const light = overlay
    ? !v?.background_color || prefersLightText(v.background_color)
    : prefersLightText(v?.background_color);
  const content = hasContent ? (
    <div
      className={`${overlay ? 'hero-in max-w-xl' : 'mx-auto max-w-3xl'} ${box.backgroundColor ? 'rounded-lg p-6' : ''} ${light ? 'text-white' : 'text-ink'}`}
      style={box}
    >
      <HeroSections uid={uid} sections={sections} />
    </div>
  ) : null;
  const outer = { ...spacingStyle(entry.spacing), ...radiusStyle(v) };

  if (!overlay)
    return (
      <section className={`overflow-hidden ${width}`} style={outer}>
        {mediaView}
        {content ? <div className="px-4 py-10 text-center">{content}</div> : null}
      </section>
    );
  return (
    <section
      className={`relative flex overflow-hidden ${HEIGHTS[v?.banner_size ?? 'normal'] ?? HEIGHTS.normal} ${width}`}
      style={outer}
    >
      {mediaView}
      <div
        className={`relative flex w-full p-6 lg:p-16 ${box.backgroundColor ? '' : 'bg-gradient-to-t from-black/60 via-black/20 to-transparent'} ${POSITIONS[v?.position ?? 'center'] ?? POSITIONS.center}`}
      >
        {content}
      </div>
    </section>
  );
}
