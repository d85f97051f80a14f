import type { AnnotationCardEntry, FlipCard } from '@solo/content-model';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { bm } from './block-messages.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { TextFieldView } from './TextField.tsx';

const FACE = 'absolute inset-0 overflow-hidden rounded-lg [backface-visibility:hidden]';

/**
 * A flip card (spec 000 §3, §4 "flip card turns on hover or touch"): a pointer hovering turns it
 * (CSS, so also before hydration); a tap or the keyboard presses the toggle button stretched
 * over the card. Both sides are in the page, so screen readers read the back whichever side
 * shows; links on the back stay clickable above the button. Reduced motion: no turning motion.
 */
function FlipCardView({ card, priority }: { card: FlipCard; priority: boolean }) {
  const intl = useIntl();
  const [turned, setTurned] = useState(false);
  return (
    <div className="group relative h-96 [perspective:1200px]" data-turned={turned || undefined}>
      <button
        type="button"
        aria-pressed={turned}
        onClick={() => setTurned((t) => !t)}
        className="absolute inset-0 z-10 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <span className="sr-only">{intl.formatMessage(bm.turnCard, { header: card.header })}</span>
      </button>
      <div
        className={`pointer-events-none relative z-20 h-full transition-transform duration-500 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] motion-reduce:transition-none ${turned ? '[transform:rotateY(180deg)]' : ''}`}
      >
        <div className={`${FACE} flex flex-col justify-end bg-stone-900 text-white`}>
          {card.image?.url ? (
            <ResponsiveImage
              image={card.image}
              sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw"
              priority={priority}
              className="absolute inset-0 size-full object-cover opacity-80"
            />
          ) : null}
          <h3 className="relative bg-gradient-to-t from-black/70 p-5 text-xl font-semibold">
            {card.header}
          </h3>
        </div>
        <div
          className={`${FACE} flex flex-col gap-3 overflow-y-auto bg-white p-5 ring-1 ring-stone-200 [transform:rotateY(180deg)] [&_a]:pointer-events-auto`}
        >
          <p aria-hidden="true" className="text-lg font-semibold">
            {card.header}
          </p>
          <TextFieldView text={card.content} className="text-sm text-muted" />
        </div>
      </div>
    </div>
  );
}

/** annotation_card: flip cards whose backs annotate their fronts. Nothing without a card. */
export function AnnotationCard({
  entry,
  first,
}: {
  entry: Partial<AnnotationCardEntry>;
  first: boolean;
}) {
  const headingId = useId();
  const cards = (entry.cards ?? []).filter((c) => c?.header?.trim() && c.content);
  if (!cards.length) return null;
  const title = entry.title?.trim();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="annotation_card"
    >
      {title ? (
        <h2 id={headingId} className="mb-6 text-2xl font-bold tracking-tight lg:text-3xl">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, i) => (
          <li key={i}>
            <FlipCardView card={card} priority={first && i < 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
