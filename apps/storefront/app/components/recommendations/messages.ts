/**
 * The recommendations widget's texts. The spec gives no heading; it is "You May Also Like"
 * (docs/decisions.md "Recommendations in the mini cart"), and "Recently Viewed" for the shopper's
 * own views (the name for the carousel).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  title: {
    id: 'recommendations.title',
    defaultMessage: 'You May Also Like',
    description: 'Product recommendations carousel: title.',
  },
  recentlyViewed: {
    id: 'recommendations.recentlyViewed',
    defaultMessage: 'Recently Viewed',
    description: 'Carousel of the products the shopper viewed lately: title.',
  },
});
