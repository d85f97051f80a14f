import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Spec 000 §2: every page answers with and without a site and/or locale prefix ("/", "/ca",
 * "/ca/fr", "/eu/en-DE/…"). One route per page with two optional leading segments keeps each page a
 * single typed module; its loader checks that the segments really name a site and locale
 * (app/lib/routing.ts) and answers 404 otherwise. Pages of later issues are added here as they are
 * built; until then their paths fall through to the page-not-found route.
 */
const PREFIX = ':site?/:locale?';
const page = (path: string, file: string, id?: string) =>
  route(path ? `${PREFIX}/${path}` : PREFIX, file, id ? { id } : {});

export default [
  page('', 'routes/home.tsx'),
  page('p/:productId', 'routes/product.tsx'),
  page('product/:productId', 'routes/product-redirect.tsx'),
  page('quick-shop-data/:productId', 'routes/quick-shop-data.tsx'),
  // Spec 000 §2, spec 001 §2: category landing, category listings and search results.
  page('c/:url', 'routes/category-landing.tsx'),
  page('plp/:category1/:category2?/:category3?', 'routes/plp.tsx'),
  page('search', 'routes/search.tsx'),
  // The search drawer's autocomplete (spec 000 §2, §7): JSON, no page.
  page('search-suggestions', 'routes/search-suggestions.ts'),
  // The drawer's click analytics (spec 000 §7, §9): POST, forwarded to the commerce service.
  page('search-suggestions/click', 'routes/search-click.ts'),
  // Spec 000 §2, §4: sign-in, registration, sign-out (POST) and the account drawer's state (JSON).
  page('login', 'routes/login.tsx'),
  page('registration', 'routes/registration.tsx'),
  page('logout', 'routes/logout.ts'),
  page('session', 'routes/session.ts'),
  // Spec 000 §7: the session bridge (create, or sync before /checkout); no site prefix.
  route('mobify/proxy/ocapi/s/:siteId/dw/shop/v22_8/sessions', 'routes/ocapi-session.ts'),
  // Spec 001 §2, §8: the hearts' wish list state and their add/remove (JSON, personal).
  page('wishlist-data', 'routes/wishlist-data.ts'),
  // The product page's review writer: the shopper's standing and the posting of a review (JSON).
  page('reviews-data', 'routes/reviews-data.ts'),
  // Spec 001 §2, §4: the cart's state and writes (JSON, personal) for the header, mini cart and cart.
  page('basket', 'routes/basket.ts'),
  // Spec 001 §2, §7: the recommendations widget's tiles (JSON; its query is its whole input).
  page('recommendations-data', 'routes/recommendations-data.ts'),
  // Spec 000 §2, §4: the main menu's panels (JSON), fetched once a page is interactive.
  page('menu-data', 'routes/menu-data.ts'),
  // Spec 000 §2: the mini cart's content entry (JSON), read when the cart drawer first opens.
  page('mini-cart-content', 'routes/mini-cart-content.ts'),
  // Spec 002 §2, §4, §7: express buttons' configuration and the express flow's steps (JSON).
  page('express', 'routes/express.ts'),
  page('cart', 'routes/cart.tsx'),
  // Spec 002 §2: checkout (contact, shipping, shipping method, billing and payment, Place Order).
  page('checkout', 'routes/checkout.tsx'),
  // Spec 000 §2: the order confirmation, for the shopper whose session placed the order.
  page('checkout/confirmation/:orderNo', 'routes/checkout-confirmation.tsx'),
  // Spec 000 §2: order tracking by number and email (404 where the site hides it).
  page('track-order', 'routes/track-order.tsx'),
  // Spec 000 §2: a gift card's balance by its code and PIN.
  page('gift-card-balance', 'routes/gift-card-balance.tsx'),
  // The signed order-status link of order emails where Track an Order is hidden (EU, Australia).
  page('order-status', 'routes/order-status.tsx'),
  // The unsubscribe link of the back-in-stock email (issue 21).
  page('notify-me/unsubscribe', 'routes/notify-me-unsubscribe.tsx'),
  // Spec 000 §2, spec 002 §2: the account area.
  route(`${PREFIX}/account`, 'routes/account.tsx', [
    index('routes/account-home.tsx'),
    route('profile', 'routes/account-profile.tsx'),
    route('addresses', 'routes/account-addresses.tsx'),
    route('preferences', 'routes/account-preferences.tsx'),
    route('wishlist', 'routes/account-wishlist.tsx'),
    route('payments', 'routes/account-payments.tsx'),
    // Spec 001 §9: the order history and one order.
    route('orders', 'routes/account-orders.tsx'),
    route('orders/:orderNo', 'routes/account-order.tsx'),
    // Issue 21: the subscriptions, their changes and the upcoming order.
    route('subscriptions', 'routes/account-subscriptions.tsx'),
  ]),
  // Spec 001 §2: a shared (public) wish list, readable by any shopper.
  page('saved-for-later/:listId', 'routes/saved-for-later.tsx'),
  // Spec 000 §2: forgot password and the page its mailed link opens.
  page('reset-password', 'routes/reset-password.tsx'),
  page('setpassword', 'routes/set-password.tsx'),
  // Spec 000 §2: content pages, each from its content entry (lib/content/pages.ts).
  page('s/:url', 'routes/content-page.tsx', 'content-page'),
  page('contact-us', 'routes/content-page.tsx', 'contact-us'),
  page('about-us', 'routes/content-page.tsx', 'about-us'),
  page('klarna-faq', 'routes/content-page.tsx', 'klarna-faq'),
  page('shipping-returns', 'routes/content-page.tsx', 'shipping-returns'),
  page('help-center', 'routes/content-page.tsx', 'help-center'),
  // Spec 000 §2: the community and blog listings (one module), a post, and their Atom feeds.
  page('community', 'routes/community.tsx', 'community'),
  page('community/feed.xml', 'routes/community-feed.ts', 'community-feed'),
  page('community/p/:postId', 'routes/community-post.tsx'),
  page('community/:categoryId', 'routes/community.tsx', 'community-category'),
  page('community/:categoryId/feed.xml', 'routes/community-feed.ts', 'community-category-feed'),
  page('community/:typeSegment/:categoryId', 'routes/community.tsx', 'community-type'),
  page('blog', 'routes/community.tsx', 'blog'),
  page('blog/feed.xml', 'routes/community-feed.ts', 'blog-feed'),
  // The site's and locale's sitemap (community pages, posts, content pages).
  page('sitemap.xml', 'routes/sitemap.ts'),
  // Spec 000 §2: the design system and every content block in one place.
  page('style-guide', 'routes/style-guide.tsx'),
  // The mail outbox of the demo (docs/decisions.md "Mail outbox"); 404 when turned off.
  page('outbox', 'routes/outbox.tsx'),
  // Spec 000 §2: /404, /csrfFail and every unknown path render the page-not-found page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
