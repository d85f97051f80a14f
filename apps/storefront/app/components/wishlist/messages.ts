/**
 * The wishlist's texts: hearts, their toasts (spec 001 §8), the saved items panel (§2), the
 * account page and the shared list. The en-US catalogue is built from these defaults.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  heart: {
    id: 'wishlist.heart',
    defaultMessage: 'Save {product} to wishlist',
    description: 'Wishlist (saved items): heart. Placeholders: {product}.',
  },
  // Spec 001 §8 toasts, verbatim; the wishlist add quantity is always 1 (§5).
  added: {
    id: 'wishlist.toast.added',
    defaultMessage: '{quantity} item(s) added to wishlist',
    description:
      'Wishlist (saved items): added. Spec 001 §8 toasts, verbatim; the wishlist add quantity is always 1 (§5). Placeholders: {quantity}.',
  },
  view: {
    id: 'wishlist.toast.view',
    defaultMessage: 'View',
    description: 'Wishlist (saved items): view.',
  },
  exists: {
    id: 'wishlist.toast.exists',
    defaultMessage: 'Item is already in wishlist',
    description: 'Wishlist (saved items): exists.',
  },
  removed: {
    id: 'wishlist.toast.removed',
    defaultMessage: 'Item removed from wishlist',
    description: 'Wishlist (saved items): removed.',
  },
  // Spec 001 §2, §6: guests are asked to sign in.
  guest: {
    id: 'wishlist.guest',
    defaultMessage: 'Sign in or Sign up to save your items for later and across your devices.',
    description: 'Wishlist (saved items): guest. Spec 001 §2, §6: guests are asked to sign in.',
  },
  signIn: {
    id: 'wishlist.signIn',
    defaultMessage: 'Sign in',
    description: 'Wishlist (saved items): sign in.',
  },
  signUp: {
    id: 'wishlist.signUp',
    defaultMessage: 'Sign up',
    description: 'Wishlist (saved items): sign up.',
  },
  // Spec 001 §3 Wishlist item: c_etchingText, saved from the etching modal.
  etching: {
    id: 'wishlist.item.etching',
    defaultMessage: 'Your etching:',
    description:
      'Wishlist (saved items): before the text a product was saved with from the etching modal.',
  },
  // Spec 001 §2 saved items panel.
  panelTitle: {
    id: 'wishlist.panel.title',
    defaultMessage: 'Your saved Items',
    description: 'Wishlist (saved items): panel title. Spec 001 §2 saved items panel.',
  },
  emptyTitle: {
    id: 'wishlist.empty.title',
    defaultMessage: 'No Wishlist Items',
    description: 'Wishlist (saved items): empty title.',
  },
  emptyText: {
    id: 'wishlist.empty.text',
    defaultMessage: 'Continue shopping and add items to your wishlist.',
    description: 'Wishlist (saved items): empty text.',
  },
  count: {
    id: 'wishlist.count',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
    description: 'Wishlist (saved items): count. Placeholders: {count}.',
  },
  remove: {
    id: 'wishlist.remove',
    defaultMessage: 'Remove',
    description: 'Wishlist (saved items): remove.',
  },
  removeLabel: {
    id: 'wishlist.remove.label',
    defaultMessage: 'Remove {product} from wishlist',
    description: 'Wishlist (saved items): remove label. Placeholders: {product}.',
  },
  unavailable: {
    id: 'wishlist.unavailable',
    defaultMessage: 'No longer available',
    description: 'Wishlist (saved items): unavailable.',
  },
  shareOn: {
    id: 'wishlist.share.on',
    defaultMessage: 'Share my list',
    description: 'Wishlist (saved items): share on.',
  },
  shareOff: {
    id: 'wishlist.share.off',
    defaultMessage: 'Stop sharing',
    description: 'Wishlist (saved items): share off.',
  },
  shareLink: {
    id: 'wishlist.share.link',
    defaultMessage: 'Shared list: {url}',
    description: 'Wishlist (saved items): share link. Placeholders: {url}.',
  },
  sharedTitle: {
    id: 'wishlist.shared.title',
    defaultMessage: 'Saved items',
    description: 'Wishlist (saved items): shared title.',
  },
  addToCart: {
    id: 'wishlist.addToCart',
    defaultMessage: 'Add to Cart',
    description: 'Wishlist (saved items): add to cart.',
  },
  // Spec 001 §8 toast, as the basket's own add says it.
  addedToCart: {
    id: 'wishlist.addedToCart',
    defaultMessage: '{n} item(s) added to cart',
    description:
      "Wishlist (saved items): added to cart. Spec 001 §8 toast, as the basket's own add says it. Placeholders: {n}.",
  },
  sharedEmpty: {
    id: 'wishlist.shared.empty',
    defaultMessage: 'This list has no items yet.',
    description: 'Wishlist (saved items): shared empty.',
  },
});
