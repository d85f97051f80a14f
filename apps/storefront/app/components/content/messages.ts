/**
 * Texts of the content blocks (spec 000 §2 content page block types, §4 block behaviours, §9 UI
 * texts). What the content itself says (headings, paragraphs) is content, not a message.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  carousel: {
    id: 'content.carousel.roleDescription',
    defaultMessage: 'carousel',
    description:
      'Content blocks: what a screen reader calls a horizontal carousel of slides (lower case).',
  },
  slide: {
    id: 'content.carousel.slideRole',
    defaultMessage: 'slide',
    description: 'Content blocks: what a screen reader calls one slide of a carousel (lower case).',
  },
  slideLabel: {
    id: 'content.carousel.slideLabel',
    defaultMessage: '{index} of {count}',
    description:
      'Content blocks: the position of a carousel slide, read by screen readers. Placeholders: {index}, {count}.',
  },
  previous: {
    id: 'content.carousel.previous',
    defaultMessage: 'Previous slide',
    description: 'Content blocks: button that scrolls a carousel back by one slide.',
  },
  next: {
    id: 'content.carousel.next',
    defaultMessage: 'Next slide',
    description: 'Content blocks: button that scrolls a carousel forward by one slide.',
  },
  playVideo: {
    id: 'content.video.play',
    defaultMessage: 'Play video',
    description: 'Content blocks: button over a paused or finished video that plays it.',
  },
  pauseVideo: {
    id: 'content.video.pause',
    defaultMessage: 'Pause video',
    description: 'Content blocks: button over a playing video that pauses it.',
  },
  startingAt: {
    id: 'content.product.startingAt',
    defaultMessage: 'Starting at {price}',
    description:
      'Content blocks: price of a product card in a hero carousel whose variants cost different amounts (spec 000 §9). Placeholders: {price}.',
  },
  learnMore: {
    id: 'content.product.learnMore',
    defaultMessage: 'Learn More',
    description: 'Content blocks: link from a product card in a hero carousel to the product page.',
  },
});
