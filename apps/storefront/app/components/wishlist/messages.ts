/**
 * The wishlist's texts: hearts, their toasts (spec 001 §8), the saved items panel (§2), the
 * account page and the shared list. The en-US catalogue is built from these defaults.
 */
export const m = {
  heart: { id: 'wishlist.heart', defaultMessage: 'Save {product} to wishlist' },
  // Spec 001 §8 toasts, verbatim; the wishlist add quantity is always 1 (§5).
  added: { id: 'wishlist.toast.added', defaultMessage: '{quantity} item(s) added to wishlist' },
  view: { id: 'wishlist.toast.view', defaultMessage: 'View' },
  exists: { id: 'wishlist.toast.exists', defaultMessage: 'Item is already in wishlist' },
  removed: { id: 'wishlist.toast.removed', defaultMessage: 'Item removed from wishlist' },
  // Spec 001 §2, §6: guests are asked to sign in.
  guest: {
    id: 'wishlist.guest',
    defaultMessage: 'Sign in or Sign up to save your items for later and across your devices.',
  },
  signIn: { id: 'wishlist.signIn', defaultMessage: 'Sign in' },
  signUp: { id: 'wishlist.signUp', defaultMessage: 'Sign up' },
  // Spec 001 §2 saved items panel.
  panelTitle: { id: 'wishlist.panel.title', defaultMessage: 'Your saved Items' },
  emptyTitle: { id: 'wishlist.empty.title', defaultMessage: 'No Wishlist Items' },
  emptyText: {
    id: 'wishlist.empty.text',
    defaultMessage: 'Continue shopping and add items to your wishlist.',
  },
  count: {
    id: 'wishlist.count',
    defaultMessage: '{count, plural, one {# item} other {# items}}',
  },
  remove: { id: 'wishlist.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'wishlist.remove.label', defaultMessage: 'Remove {product} from wishlist' },
  unavailable: { id: 'wishlist.unavailable', defaultMessage: 'No longer available' },
  shareOn: { id: 'wishlist.share.on', defaultMessage: 'Share my list' },
  shareOff: { id: 'wishlist.share.off', defaultMessage: 'Stop sharing' },
  shareLink: { id: 'wishlist.share.link', defaultMessage: 'Shared list: {url}' },
  sharedTitle: { id: 'wishlist.shared.title', defaultMessage: 'Saved items' },
  addToCart: { id: 'wishlist.addToCart', defaultMessage: 'Add to Cart' },
  // Spec 001 §8 toast, as the basket's own add says it.
  addedToCart: { id: 'wishlist.addedToCart', defaultMessage: '{n} item(s) added to cart' },
  sharedEmpty: { id: 'wishlist.shared.empty', defaultMessage: 'This list has no items yet.' },
} as const;
