import type { ButtonField, HeroSection, TextBlock, TextBlockAndImage } from '@solo/content-model';
import { carouselKey } from '../../lib/content/product-carousel.ts';
import { spacingStyle } from '../../lib/content/hero.ts';
import { ContentButton } from './ContentButton.tsx';
import { HeroProductCarousel } from './HeroProductCarousel.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

function TextBlockView({ block }: { block: TextBlock }) {
  const Heading = HEADINGS[block.heading_level ?? 2] ?? 'h2';
  return (
    <div style={spacingStyle(block.spacing)}>
      {block.eyebrow ? (
        <p className="text-sm font-semibold tracking-widest uppercase">{block.eyebrow}</p>
      ) : null}
      {block.heading ? (
        <Heading className="text-3xl font-bold tracking-tight lg:text-5xl">{block.heading}</Heading>
      ) : null}
      <TextFieldView text={block.text} className="mt-4 text-lg lg:text-xl" />
    </div>
  );
}

function TextAndImage({ block }: { block: TextBlockAndImage }) {
  return (
    <div className="mt-6 grid items-center gap-4 md:grid-cols-2">
      {block.image?.url ? (
        <ResponsiveImage
          image={block.image}
          sizes="(min-width: 768px) 25vw, 100vw"
          priority={false}
          className={`h-auto w-full rounded ${block.image_position === 'right' ? 'md:order-last' : ''}`}
        />
      ) : null}
      <TextFieldView text={block.text} className="text-lg" />
    </div>
  );
}

type Group =
  | { kind: 'buttons'; buttons: ButtonField[] }
  | { kind: 'one'; section: HeroSection; index: number };

/** Consecutive buttons share a row. */
function grouped(sections: readonly HeroSection[]): Group[] {
  const out: Group[] = [];
  sections.forEach((section, index) => {
    if (!section || typeof section !== 'object') return;
    const last = out.at(-1);
    if ('button' in section) {
      if (last?.kind === 'buttons') last.buttons.push(section.button);
      else out.push({ kind: 'buttons', buttons: [section.button] });
    } else out.push({ kind: 'one', section, index });
  });
  return out;
}

/**
 * The hero's nested sections in order (spec 000 §3): text blocks, buttons, text beside an image,
 * and product carousels (their products resolved by the loader under the hero's uid).
 */
export function HeroSections({ uid, sections }: { uid: string; sections: readonly HeroSection[] }) {
  const heading = sections.find((s) => s && 'text_block' in s && s.text_block?.heading);
  const label = heading && 'text_block' in heading ? heading.text_block.heading : undefined;
  return grouped(sections).map((group, i) => {
    if (group.kind === 'buttons')
      return (
        <div key={i} className="mt-6 flex flex-wrap justify-[inherit] gap-4">
          {group.buttons.map((b, j) => (
            <span key={j} style={spacingStyle(b.spacing)}>
              <ContentButton button={b} />
            </span>
          ))}
        </div>
      );
    const { section, index } = group;
    if ('text_block' in section) return <TextBlockView key={i} block={section.text_block} />;
    if ('text_block_and_image' in section)
      return <TextAndImage key={i} block={section.text_block_and_image} />;
    if ('product_carousel' in section)
      return (
        <HeroProductCarousel
          key={i}
          cardsKey={carouselKey(uid, index)}
          title={section.product_carousel?.title}
          label={label}
        />
      );
    if ('sfcc_product_carousel' in section)
      return (
        <HeroProductCarousel
          key={i}
          cardsKey={carouselKey(uid, index)}
          title={section.sfcc_product_carousel?.title}
          label={label}
        />
      );
    return null;
  });
}
