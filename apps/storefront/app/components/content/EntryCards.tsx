import type { EntryCard, EntryPointsEntry, HorizontalCardsSliderEntry } from '@solo/content-model';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CAROUSEL_SLIDES_AT_LARGE } from '../../lib/content/carousel.ts';
import { resolveLink } from '../../lib/content/link.ts';
import { bm } from './block-messages.ts';
import { Carousel } from './Carousel.tsx';
import { ContentLink } from './ContentLink.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const validCards = (cards: readonly EntryCard[] | undefined) =>
  (cards ?? []).filter((c) => typeof c?.title === 'string' && c.title.trim() !== '');

/**
 * Spec 000 §3 Entry card: image, title, text. When its link leads somewhere the title is the
 * link and the whole card is its target (the link's area is stretched over the card).
 */
export function EntryCardView({
  card,
  sizes,
  priority,
}: {
  card: EntryCard;
  sizes: string;
  priority: boolean;
}) {
  const linked = resolveLink(card.link).kind !== 'text';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-stone-200">
      {card.image?.url ? (
        <ResponsiveImage
          image={card.image}
          sizes={sizes}
          priority={priority}
          className="aspect-[4/3] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          {linked ? (
            <ContentLink
              link={card.link}
              className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {card.title}
            </ContentLink>
          ) : (
            card.title
          )}
        </h3>
        {card.card_text ? <p className="text-sm text-muted">{card.card_text}</p> : null}
      </div>
    </article>
  );
}

function BlockHeading({ id, title }: { id: string; title: string | undefined }) {
  return title ? (
    <h2 id={id} className="mb-6 text-2xl font-bold tracking-tight lg:text-3xl">
      {title}
    </h2>
  ) : null;
}

/** entry_points: a grid of entry cards (one column on phones, up to four). Nothing without one. */
export function EntryPoints({
  entry,
  first,
}: {
  entry: Partial<EntryPointsEntry>;
  first: boolean;
}) {
  const headingId = useId();
  const cards = validCards(entry.cards);
  if (!cards.length) return null;
  const title = entry.title?.trim();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="entry_points"
    >
      <BlockHeading id={headingId} title={title} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, i) => (
          <li key={i}>
            <EntryCardView
              card={card}
              sizes="(min-width: 992px) 25vw, (min-width: 640px) 50vw, 100vw"
              priority={first && i < 4}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * horizontal_cards_slider: entry cards in the carousel, three in view at large width (spec 000
 * §9), the active slide's tile highlighted (§4). Nothing without a card.
 */
export function HorizontalCardsSlider({
  entry,
  first,
}: {
  entry: Partial<HorizontalCardsSliderEntry>;
  first: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const cards = validCards(entry.cards);
  if (!cards.length) return null;
  const title = entry.title?.trim();
  return (
    <div
      className="mx-auto w-full max-w-page px-4 py-10 lg:py-14"
      data-block="horizontal_cards_slider"
    >
      <BlockHeading id={headingId} title={title} />
      <Carousel label={title ?? intl.formatMessage(bm.featured)}>
        {cards.map((card, i) => (
          <EntryCardView
            key={i}
            card={card}
            sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
            priority={first && i < CAROUSEL_SLIDES_AT_LARGE}
          />
        ))}
      </Carousel>
    </div>
  );
}
