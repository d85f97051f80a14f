import type { BannerSize, ButtonField, HeroEntry, TextBlock } from '@solo/content-model';
import { ContentButton } from './ContentButton.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { prefersLightText } from './colors.ts';

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

/** hero_wrapper: a banner image with heading, text and buttons over it or below it. */
export function Hero({ entry, first }: { entry: Partial<HeroEntry>; first: boolean }) {
  const image = entry.media?.image?.[0];
  const texts = (entry.sections ?? []).flatMap((s) => ('text_block' in s ? [s.text_block] : []));
  const buttons = (entry.sections ?? []).flatMap((s) => ('button' in s ? [s.button] : []));
  const text: TextBlock | undefined = texts[0];
  if (!image && !text?.heading) return null;
  const v = entry.visualization;
  const overlay = v?.is_overlay ?? true;
  const width = v?.is_full_width === false ? 'max-w-page mx-auto px-4 lg:px-10' : '';
  const content = (
    <div className={overlay ? 'max-w-xl' : 'max-w-3xl mx-auto'}>
      {text?.heading ? (
        <h2 className="text-3xl font-bold tracking-tight lg:text-5xl">{text.heading}</h2>
      ) : null}
      {typeof text?.text === 'string' ? (
        <p className="mt-4 text-lg lg:text-xl">{text.text}</p>
      ) : null}
      {buttons.length ? (
        <div
          className={`mt-6 flex flex-wrap gap-4 ${overlay ? 'justify-[inherit]' : 'justify-center'}`}
        >
          {buttons.map((b: ButtonField) => (
            <ContentButton key={b.button_text} button={b} />
          ))}
        </div>
      ) : null}
    </div>
  );
  if (!overlay) {
    return (
      <section className={width}>
        {image ? (
          <ResponsiveImage image={image} sizes="100vw" priority={first} className="w-full h-auto" />
        ) : null}
        <div
          className={`px-4 py-10 text-center ${prefersLightText(v?.background_color) ? 'text-white' : ''}`}
          style={{ backgroundColor: v?.background_color }}
        >
          {content}
        </div>
      </section>
    );
  }
  return (
    <section
      className={`relative flex overflow-hidden ${HEIGHTS[v?.banner_size ?? 'normal']} ${width}`}
    >
      {image ? (
        <ResponsiveImage
          image={image}
          // Phones crop the wide banner to a tall box: it is drawn about twice the viewport wide.
          sizes="(max-width: 991px) 200vw, 100vw"
          priority={first}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      <div
        className={`relative flex w-full p-6 text-white lg:p-16 bg-gradient-to-t from-black/60 via-black/20 to-transparent ${POSITIONS[v?.position ?? 'center'] ?? POSITIONS.center}`}
      >
        {content}
      </div>
    </section>
  );
}
