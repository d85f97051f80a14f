/**
 * The texts of ratings and reviews: the stars under a product's name and on tiles, the product
 * page's reviews section and the review form (docs/decisions/first-party-reviews.md).
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const reviewMessages = defineMessages({
  starsLabel: {
    id: 'reviews.stars.label',
    defaultMessage: '{average} out of 5 stars, {count, plural, one {# review} other {# reviews}}',
    description:
      'Ratings: what a screen reader says for the stars of a product (tile, product page). Placeholders: {average} (e.g. 4.6), {count}.',
  },
  count: {
    id: 'reviews.count',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
    description: 'Ratings: the number of reviews beside the stars. Placeholders: {count}.',
  },
  heading: {
    id: 'reviews.heading',
    defaultMessage: 'Reviews',
    description: 'Product page: heading of the reviews section.',
  },
  none: {
    id: 'reviews.none',
    defaultMessage: 'No reviews yet. Be the first to review this product.',
    description: 'Product page reviews: shown when a product has no approved review.',
  },
  unavailable: {
    id: 'reviews.unavailable',
    defaultMessage: 'Reviews cannot be shown right now.',
    description: 'Product page reviews: the reviews could not be loaded.',
  },
  average: {
    id: 'reviews.average',
    defaultMessage: '{average} out of 5',
    description:
      'Product page reviews: the average rating in the summary. Placeholders: {average}.',
  },
  histogramLabel: {
    id: 'reviews.histogram.label',
    defaultMessage: 'Ratings by stars',
    description: 'Product page reviews: accessible name of the list of ratings by stars.',
  },
  histogramRow: {
    id: 'reviews.histogram.row',
    defaultMessage:
      '{stars, plural, one {# star} other {# stars}}: {count, plural, one {# review} other {# reviews}}',
    description:
      'Product page reviews: one row of ratings by stars. Placeholders: {stars}, {count}.',
  },
  sortLabel: {
    id: 'reviews.sort.label',
    defaultMessage: 'Sort reviews',
    description: 'Product page reviews: accessible name of the sort links.',
  },
  sortNewest: {
    id: 'reviews.sort.newest',
    defaultMessage: 'Newest',
    description: 'Product page reviews: sort by date, newest first.',
  },
  sortHighest: {
    id: 'reviews.sort.highest',
    defaultMessage: 'Highest rating',
    description: 'Product page reviews: sort by rating, highest first.',
  },
  sortLowest: {
    id: 'reviews.sort.lowest',
    defaultMessage: 'Lowest rating',
    description: 'Product page reviews: sort by rating, lowest first.',
  },
  pagesLabel: {
    id: 'reviews.pages.label',
    defaultMessage: 'Review pages',
    description: 'Product page reviews: accessible name of the pager.',
  },
  previous: {
    id: 'reviews.pages.previous',
    defaultMessage: 'Previous reviews',
    description: 'Product page reviews: link to the previous page of reviews.',
  },
  next: {
    id: 'reviews.pages.next',
    defaultMessage: 'More reviews',
    description: 'Product page reviews: link to the next page of reviews.',
  },
  pageOf: {
    id: 'reviews.pages.pageOf',
    defaultMessage: 'Page {page} of {count}',
    description: 'Product page reviews: the current page. Placeholders: {page}, {count}.',
  },
  itemRating: {
    id: 'reviews.item.rating',
    defaultMessage: '{rating} out of 5 stars',
    description: 'Product page reviews: the stars of one review. Placeholders: {rating}.',
  },
  verified: {
    id: 'reviews.item.verified',
    defaultMessage: 'Verified buyer',
    description: 'Product page reviews: the author ordered this product from the store.',
  },
  signIn: {
    id: 'reviews.write.signIn',
    defaultMessage: 'Sign in to write a review',
    description: 'Product page reviews: link for guests to the sign-in page.',
  },
  write: {
    id: 'reviews.write.open',
    defaultMessage: 'Write a review',
    description: 'Product page reviews: button that opens the review form; also its heading.',
  },
  thanksPending: {
    id: 'reviews.write.pending',
    defaultMessage: 'Thanks, your review is awaiting moderation.',
    description: 'Product page reviews: after posting a review that an operator checks first.',
  },
  thanksApproved: {
    id: 'reviews.write.approved',
    defaultMessage: 'Thanks, your review is now on this page.',
    description: 'Product page reviews: after posting a review that was published at once.',
  },
  alreadyReviewed: {
    id: 'reviews.write.already',
    defaultMessage: 'You have reviewed this product. Thank you!',
    description: 'Product page reviews: the signed-in shopper has already written a review.',
  },
  formRating: {
    id: 'reviews.form.rating',
    defaultMessage: 'Your rating',
    description: 'Review form: legend of the star radio buttons.',
  },
  formStar: {
    id: 'reviews.form.star',
    defaultMessage: '{stars, plural, one {# star} other {# stars}}',
    description: 'Review form: the label of one star radio button. Placeholders: {stars}.',
  },
  formTitle: {
    id: 'reviews.form.title',
    defaultMessage: 'Title',
    description: 'Review form: the title field.',
  },
  formText: {
    id: 'reviews.form.text',
    defaultMessage: 'Your review',
    description: 'Review form: the review text field.',
  },
  formSubmit: {
    id: 'reviews.form.submit',
    defaultMessage: 'Submit review',
    description: 'Review form: the submit button.',
  },
  formCancel: {
    id: 'reviews.form.cancel',
    defaultMessage: 'Cancel',
    description: 'Review form: closes the form without sending.',
  },
  errorRating: {
    id: 'reviews.form.error.rating',
    defaultMessage: 'Please choose a rating from 1 to 5 stars.',
    description: 'Review form: no rating chosen.',
  },
  errorTitle: {
    id: 'reviews.form.error.title',
    defaultMessage: 'Please enter a title of up to 100 characters.',
    description: 'Review form: title missing or too long.',
  },
  errorText: {
    id: 'reviews.form.error.text',
    defaultMessage: 'Please write your review, up to 2,000 characters.',
    description: 'Review form: review text missing or too long.',
  },
  errorExists: {
    id: 'reviews.form.error.exists',
    defaultMessage: 'You have already reviewed this product.',
    description: 'Review form: the shopper wrote a review of this product before.',
  },
  errorLimit: {
    id: 'reviews.form.error.limit',
    defaultMessage: 'You have sent too many reviews. Please try again later.',
    description: 'Review form: over the request budget.',
  },
  errorFailed: {
    id: 'reviews.form.error.failed',
    defaultMessage: 'Your review could not be sent. Please try again.',
    description: 'Review form: the service failed.',
  },
});

export type ReviewMessageKey = keyof typeof reviewMessages;
