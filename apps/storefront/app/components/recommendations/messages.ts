/**
 * The recommendations widget's texts. The spec gives no heading; it is "You May Also Like"
 * (docs/decisions.md "Recommendations in the mini cart").
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  title: {
    id: 'recommendations.title',
    defaultMessage: 'You May Also Like',
    description: 'Product recommendations carousel: title.',
  },
});
