import { createContext, useContext, useId } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_CAROUSEL_ITEM_PX } from '../../lib/content/carousel.ts';
import type { CarouselCard } from '../../lib/content/product-carousel.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { Carousel } from './Carousel.tsx';
import { m } from './messages.ts';

/** The page's hero product carousels, resolved by the loader (lib/content/product-carousel). */
export const ProductCarousels = createContext<Record<string, CarouselCard[]>>({});

function Card({ card }: { card: CarouselCard }) {
  const intl = useIntl();
  const nameId = useId();
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg bg-white p-2 text-left text-ink">
      {card.image ? (
        <img
          src={`${card.image.src}${card.image.src.includes('?') ? '&' : '?'}w=384`}
          alt={card.image.alt}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full rounded object-contain"
        />
      ) : null}
      <h3 id={nameId} className="line-clamp-2 text-sm font-semibold">
        {card.name}
      </h3>
      {card.price ? (
        <p className="text-sm">
          {card.price.startingAt
            ? intl.formatMessage(m.startingAt, { price: card.price.text })
            : card.price.text}
          {card.price.list ? <s className="ms-2 text-muted">{card.price.list}</s> : null}
        </p>
      ) : null}
      <LocalizedLink
        to={card.path}
        aria-describedby={nameId}
        className="mt-auto text-sm font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
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
export function HeroProductCarousel({ cardsKey, title }: { cardsKey: string; title?: string }) {
  const cards = useContext(ProductCarousels)[cardsKey];
  if (!cards?.length) return null;
  return (
    <div className="mt-6 w-full">
      {title ? <h2 className="mb-3 text-xl font-bold">{title}</h2> : null}
      <Carousel
        label={title ?? cards.map((c) => c.name).join(', ')}
        itemWidth={PRODUCT_CAROUSEL_ITEM_PX}
      >
        {cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </Carousel>
    </div>
  );
}
