/**
 * Texts of the FAQ, card, spec, blog, partner and product blocks and of the recipe and
 * community embeds (spec 000 §4 block behaviours, §9 UI texts). What the content says (titles,
 * answers, quotes) is content, not a message.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const bm = defineMessages({
  seeMore: {
    id: 'content.faq.seeMore',
    defaultMessage: 'See More Questions',
    description: 'FAQ block: reveals the questions after the first five. Spec 000 §4.',
  },
  seeLess: {
    id: 'content.faq.seeLess',
    defaultMessage: 'See Less Questions',
    description: 'FAQ block: shows only the first five questions again. Spec 000 §4.',
  },
  turnCard: {
    id: 'content.flipCard.turn',
    defaultMessage: 'Turn over {header}',
    description:
      'Flip card: toggle button that turns the card to its back side and back. Placeholders: {header} (the card title).',
  },
  description: {
    id: 'content.specs.description',
    defaultMessage: 'Description',
    description: 'Product specifications block: heading above a tab’s description. Spec 000 §9.',
  },
  featured: {
    id: 'content.post.featured',
    defaultMessage: 'Featured',
    description: 'Blog and community posts: label of a featured post. Spec 000 §9.',
  },
  viewAll: {
    id: 'content.blog.viewAll',
    defaultMessage: 'View All',
    description: 'Featured blog block: link to the blog listing. Spec 000 §9.',
  },
  readMore: {
    id: 'content.post.readMore',
    defaultMessage: 'Read More',
    description: 'Community posts in an article: link to read a post. Spec 000 §9.',
  },
  readNow: {
    id: 'content.post.readNow',
    defaultMessage: 'Read Now',
    description: 'Featured blog block: button of an article post. Spec 000 §9.',
  },
  watch: {
    id: 'content.post.watch',
    defaultMessage: 'Watch',
    description: 'Featured blog block: button of a post in the Video category. Spec 000 §9.',
  },
  postDate: {
    id: 'content.post.date',
    defaultMessage: '{date} | {time}',
    description:
      'Blog and community posts: publication date and time ("Jun 5, 2024 | 3:07 PM"). Spec 000 §9. Placeholders: {date}, {time}.',
  },
  moreFrom: {
    id: 'content.post.moreFrom',
    defaultMessage: 'More From {author}',
    description:
      'Article: heading above other posts by the same author. Spec 000 §9. Placeholders: {author}.',
  },
  equipmentUsed: {
    id: 'content.recipe.equipmentUsed',
    defaultMessage: 'Equipment Used',
    description: 'Recipe in an article: heading of the products used. Spec 000 §9.',
  },
  ingredients: {
    id: 'content.recipe.ingredients',
    defaultMessage: 'Ingredients',
    description: 'Recipe in an article: heading of the ingredient list. Spec 000 §9.',
  },
  directions: {
    id: 'content.recipe.directions',
    defaultMessage: 'Directions',
    description: 'Recipe in an article: heading of the steps. Spec 000 §9.',
  },
  step: {
    id: 'content.recipe.step',
    defaultMessage: 'Step {n}',
    description: 'Recipe in an article: the number of a step. Spec 000 §9. Placeholders: {n}.',
  },
  add: {
    id: 'content.products.add',
    defaultMessage: '+ Add',
    description: 'Product cards in content: adds one product to the cart. Spec 000 §9.',
  },
  addAll: {
    id: 'content.products.addAll',
    defaultMessage: 'Add All to Cart',
    description: 'Product cards in content: adds every shown product to the cart. Spec 000 §4.',
  },
  notAdded: {
    id: 'content.products.notAdded',
    defaultMessage: 'Not added to your cart: {products}',
    description:
      'Product cards in content: after Add All to Cart, the products that could not be added (a list of names). Spec 000 §8. Placeholders: {products}.',
  },
});
