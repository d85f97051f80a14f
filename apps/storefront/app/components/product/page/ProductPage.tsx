import { lazy, useState } from 'react';
import type { GiftCardActionData } from '../../../lib/gift-card/form.ts';
import type { GiftCardAmounts } from '../../../lib/gift-card/rules.ts';
import type { PdpView } from '../../../lib/product/page/pdp-view.ts';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { usePdpFormat } from './format.ts';
import { Gallery } from './Gallery.tsx';
import { InventoryMessages } from './InventoryMessages.tsx';
import { Members } from './Members.tsx';
import { priceAt } from '../../../lib/product/page/cart-button.ts';
import { KlarnaOffer } from '../../klarna/KlarnaOffer.tsx';
import { PriceDisplay } from './PriceDisplay.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import type { NotifyMeLauncher } from '../../notify-me/NotifyMeButton.tsx';
import { preloaded } from './preloaded.tsx';
import { RecentlyViewed } from '../../recommendations/RecentlyViewed.tsx';
import { Swatches } from './Swatches.tsx';
import { EtchingLauncher } from '../../etching/EtchingLauncher.tsx';
import { GLYPH_CRUMB } from '../../ui/text.ts';
import { REVIEWS_ANCHOR, type ReviewsView } from '../../../lib/reviews/reviews-view.ts';
import { ReviewsSection } from '../../reviews/ReviewsSection.tsx';
import { RatingLink } from '../../reviews/Stars.tsx';
import type { Frequency, NO_FREQUENCY } from '../../../lib/subscriptions/frequency.ts';

const SPECS_ID = 'specifications';

/** Whether the server put `[data-part=…]` in the page this browser hydrates. */
const inPage = (part: string) => () => !!document.querySelector(`[data-part="${part}"]`);

/**
 * The e-gift card's form, and the wishlist heart it goes without (spec 001 §2), load apart from
 * the product page's code, so each page loads only the one it shows (the page's JavaScript
 * budget), yet both render in the server's HTML: see `preloaded`. Hydrating a page waits for the
 * one it holds (never on the server, where a module graph awaiting its own split chunks would
 * not settle); tiles load the heart's chunk too, so it is mostly cached by then.
 */
const giftCardForm = preloaded(
  () => import('../../gift-card/GiftCardForm.tsx').then((mod) => mod.GiftCardForm),
  inPage('gift-card'),
);
const wishlistHeart = preloaded(
  () => import('./purchase-extras.ts').then((mod) => mod.WishlistHeart),
  inPage('wishlist-heart'),
);
// The express buttons go with the purchase panel, which the e-gift card's page does not show.
// Both the heart and the buttons come from one module (purchase-extras.ts): one chunk request.
const expressButtons = preloaded(
  () => import('./purchase-extras.ts').then((mod) => mod.ExpressButtons),
  inPage('express-buttons'),
);
// Spec 001 §2, §4: only subscription products' pages load the offer.
const subscriptionOffer = preloaded(
  () => import('../../subscriptions/SubscriptionOffer.tsx').then((mod) => mod.SubscriptionOffer),
  inPage('subscription-offer'),
);
if (!import.meta.env.SSR)
  await Promise.all([
    giftCardForm.ready,
    wishlistHeart.ready,
    expressButtons.ready,
    subscriptionOffer.ready,
  ]);
const GiftCardForm = giftCardForm.Component;
const WishlistHeart = wishlistHeart.Component;
const ExpressButtons = expressButtons.Component;
const SubscriptionOffer = subscriptionOffer.Component;
/** Notify Me's modal, loaded on first open (NotifyMeButton.tsx says why it is declared here). */
const NOTIFY_ME: NotifyMeLauncher = lazy(() => import('../../notify-me/NotifyMeModal.tsx'));

/**
 * The product page (spec 001 §2 "Product detail page sections (in order)"): breadcrumb, name,
 * short description, price with badge, promotions (at most 2), size links with 'Help Me Choose',
 * swatches, accessories, quantity, add-to-cart button, details accordion, bundle and set parts.
 * Sections owned by later work (ratings, subscription, etching, delivery estimate, express
 * buttons, dealer widget) are not part of it yet. An e-gift card shows its form in place of
 * quantity and Add to Cart.
 */
export function ProductPage({
  view,
  giftCard,
  reviews,
}: {
  view: PdpView;
  /** The page of reviews (null: unavailable); none for products without reviews. */
  reviews?: ReviewsView | null | undefined;
  /** The e-gift card's amounts (from the loader) and its form's answer from the action. */
  giftCard?: { amounts: GiftCardAmounts | null; actionData?: GiftCardActionData | undefined };
}) {
  const { t, rule } = usePdpFormat();
  const [quantity, setQuantity] = useState(view.cart.min);
  const [forProduct, setForProduct] = useState(view.selectedProductId);
  // A new variant starts again from its own minimum quantity.
  if (forProduct !== view.selectedProductId) {
    setForProduct(view.selectedProductId);
    setQuantity(view.cart.min);
  }
  const [specsOpen, setSpecsOpen] = useState(false);
  const [frequency, setFrequency] = useState<Frequency | typeof NO_FREQUENCY>('0_0');
  const crumbs = view.breadcrumbs;
  return (
    <div className="mx-auto max-w-[2200px] px-4 py-6 lg:px-10" data-product-id={view.id}>
      <nav aria-label={t('pdp.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-1 text-stone-600">
          {crumbs.map((crumb, index) => (
            <li key={crumb.id} className="flex gap-1">
              {crumb.href ? (
                <LocalizedLink to={crumb.href} className="hover:underline">
                  {crumb.name}
                </LocalizedLink>
              ) : (
                <span aria-current="page" className="text-stone-900">
                  {crumb.name}
                </span>
              )}
              {index < crumbs.length - 1 ? <span aria-hidden="true">{GLYPH_CRUMB}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <Gallery
          images={view.images}
          name={view.name}
          fullWidth={view.gallery.fullWidth}
          zoomable={view.gallery.zoom}
        />
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight lg:text-4xl">{view.name}</h1>
            {/* Spec 001 §2, §3: the product page saves public items; none for gift cards. */}
            {view.isGiftCard ? null : (
              <div data-part="wishlist-heart" className="contents">
                <WishlistHeart productId={view.id} productName={view.name} shared />
              </div>
            )}
          </div>
          {/* Spec 001 §2 "ratings widget" under the product name: the store's own reviews. */}
          {view.rating ? <RatingLink rating={view.rating} href={`#${REVIEWS_ANCHOR}`} /> : null}
          {view.shortDescription ? <p className="text-stone-700">{view.shortDescription}</p> : null}
          <PriceDisplay
            source={view.cart.priceSource}
            currency={view.currency}
            quantity={quantity}
          />
          {view.isGiftCard ? null : (
            <KlarnaOffer
              price={priceAt(view.cart.priceSource, quantity).current}
              currency={view.currency}
            />
          )}
          {view.promotions.length ? (
            <ul
              aria-label={t('pdp.promotions')}
              className="flex flex-col gap-1 text-sm font-semibold text-red-800"
              data-testid="promotions"
            >
              {view.promotions.map((promotion) => (
                <li key={promotion.id}>{promotion.calloutMsg}</li>
              ))}
            </ul>
          ) : null}
          <InventoryMessages messages={view.messages} />
          {view.subscription ? (
            <div data-part="subscription-offer" className="contents">
              <SubscriptionOffer
                productId={view.id}
                price={view.subscription.price}
                source={view.cart.priceSource}
                quantity={quantity}
                currency={view.currency}
                frequency={frequency}
                onChange={setFrequency}
              />
            </div>
          ) : null}
          {view.attributes.length ? (
            <Swatches attributes={view.attributes} helpMeChoose={() => setSpecsOpen(true)} />
          ) : null}
          {/* Spec 001 §2: the etching launcher follows the variation swatches. */}
          {view.etching ? (
            <EtchingLauncher
              etching={view.etching}
              quantity={quantity}
              tracking={view.cart.tracking}
            />
          ) : null}
          {view.isGiftCard && giftCard?.amounts ? (
            <div data-part="gift-card" className="contents">
              <GiftCardForm
                productId={view.selectedProductId}
                tracking={view.cart.tracking}
                amounts={giftCard.amounts}
                actionData={giftCard.actionData}
              />
            </div>
          ) : (
            <PurchasePanel
              cart={view.cart}
              currency={view.currency}
              accessories={view.accessories}
              quantity={quantity}
              onQuantity={setQuantity}
              express={ExpressButtons}
              subscription={frequency}
              subscriptionPrice={view.subscription?.price}
              notifyMe={NOTIFY_ME}
            />
          )}
          <div
            className="mt-4 divide-y divide-stone-200 border-y border-stone-200"
            aria-label={t('pdp.details')}
            role="region"
          >
            {view.longDescription ? (
              <details className="group py-2" open>
                <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
                  {t('pdp.details.description')}
                </summary>
                <p className="pb-3 text-stone-700">{view.longDescription}</p>
              </details>
            ) : null}
            <details
              id={SPECS_ID}
              className="py-2"
              open={specsOpen}
              onToggle={(event) => setSpecsOpen(event.currentTarget.open)}
            >
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
                {t('pdp.details.specifications')}
              </summary>
              <ul className="flex flex-col gap-1 pb-3 text-stone-700" data-testid="specifications">
                {view.dimensions.map((d) => (
                  <li key={d.kind}>{rule(d.message)}</li>
                ))}
                {view.usp.map((usp) => (
                  <li key={usp}>{usp}</li>
                ))}
                <li>{t('pdp.details.itemNumber', { id: view.selectedProductId })}</li>
                {view.gtin ? <li>{t('pdp.details.gtin', { gtin: view.gtin })}</li> : null}
              </ul>
            </details>
          </div>
          {reviews !== undefined ? <ReviewsSection productId={view.id} reviews={reviews} /> : null}
        </div>
      </div>
      {view.kind === 'bundle' ? (
        <Members members={view.bundled} kind="bundle" currency={view.currency} />
      ) : null}
      {view.kind === 'set' ? (
        <Members members={view.setProducts} kind="set" currency={view.currency} />
      ) : null}
      {view.isGiftCard ? null : <RecentlyViewed productId={view.id} />}
    </div>
  );
}
