import { useContext, useId } from 'react';
import { ProductCarousels } from './block-contexts.tsx';
import { useIntl } from 'react-intl';
import { PRODUCT_CAROUSEL_ITEM_PX } from '../../lib/content/carousel.ts';
import type { CarouselCard } from '../../lib/content/product-carousel.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { Carousel } from './Carousel.tsx';
import { m } from './messages.ts';

/** The page's hero product carousels, resolved by the loader (lib/content/product-carousel). */

function Card({ card }: { card: CarouselCard }) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <article className="carousel-card">
      {card.image ? (
        <img
          src={`${card.image.src}${card.image.src.includes('?') ? '&' : '?'}w=384`}
          // The card's name follows: the image adds nothing for a screen reader.
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-square w-full rounded object-contain"
        />
      ) : null}
      <h3 id={nameId} className="line-clamp-2 font-semibold">
        {card.name}
      </h3>
      {card.price ? (
        <p>
          {card.price.startingAt
            ? intl.formatMessage(m.startingAt, { price: card.price.text })
            : card.price.text}
          {card.price.list ? <s className="ms-2 text-muted">{card.price.list}</s> : null}
        </p>
      ) : null}
      <LocalizedLink to={card.path} aria-describedby={nameId} className="content-link mt-auto">
        {intl.formatMessage(m.learnMore)}
      </LocalizedLink>
    </article>
  );
}

/**
 * A hero's product carousel (spec 000 §3 product_carousel, sfcc_product_carousel): product cards
 * 158px wide (spec 000 §9 156-160px) with "Starting at" for price ranges and "Learn More".
 * Nothing when the loader found no products.
 */
export function HeroProductCarousel({
  cardsKey,
  title,
  label,
}: {
  cardsKey: string;
  title?: string;
  /** The carousel's name when it has no title: the hero's heading. */
  label?: string;
}) {
  const cards = useContext(ProductCarousels)[cardsKey];
  if (!cards?.length) return null;
  return (
    <div className="mt-6 w-full">
      {title ? <h2 className="mb-3 text-xl font-bold">{title}</h2> : null}
      <Carousel label={title ?? label ?? cards[0]!.name} itemWidth={PRODUCT_CAROUSEL_ITEM_PX}>
        {cards.map((card) => (
          <Card key={card.path} card={card} />
        ))}
      </Carousel>
    </div>
  );
}
