/**
 * The product page's parts the e-gift card's page goes without, split off in one module: one
 * chunk request (each split import of a module another chunk holds costs a chunk of its own).
 */
export { WishlistHeart } from '../../wishlist/WishlistHeart.tsx';
export { ExpressButtons } from '../../wallets/ExpressButtons.tsx';
