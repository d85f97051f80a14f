import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { RegistrationActionData, RegistrationLimits } from '../../lib/account/registration.ts';
import type { OrderView } from '../../lib/orders/order-view.ts';
import {
  cartProduct,
  forgetProducts,
  trackingStorage,
} from '../../lib/basket/cart-product-tracking.ts';
import {
  pushPurchaseOnce,
  withCartProducts,
  type PurchaseEvent,
} from '../../lib/orders/purchase-event.ts';
import type { RecommendationsView } from '../../lib/recommendations/recommendations.ts';
import type { SectionEntry } from '../../lib/content/sections.ts';
import { CreateAccountForm } from './CreateAccountForm.tsx';
import { m } from './messages.ts';
import { OrderPageContent } from './OrderPageContent.tsx';
import { OrderDetails } from './OrderDetails.tsx';

/** Local storage, when the browser lets the page use it. */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The order confirmation (spec 000 §2): the thank-you heading with the order number, the
 * `checkout_confirm` content, the order, and for a guest the offer to create an account. The
 * purchase event (spec 002 §3) goes to the tag manager once per order and browser.
 */
export function ConfirmationPage({
  order,
  purchase,
  guest,
  limits,
  sections,
  recommendations,
  actionData,
}: {
  order: OrderView;
  purchase: PurchaseEvent;
  guest: boolean;
  limits: RegistrationLimits;
  sections: SectionEntry[];
  recommendations: Record<string, RecommendationsView>;
  actionData?: RegistrationActionData | undefined;
}) {
  const intl = useIntl();
  useEffect(() => {
    const kept = trackingStorage();
    const event = kept ? withCartProducts(purchase, (id) => cartProduct(kept, id)) : purchase;
    pushPurchaseOnce(event, window as { dataLayer?: unknown[] }, localStore());
    // The order is placed: its products' kept fields have served (spec 002 §9 `cartProduct_`).
    if (kept)
      forgetProducts(
        kept,
        event.products.map((line) => line.id),
      );
  }, [purchase]);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {intl.formatMessage(m.thankYou, { orderNo: order.orderNo })}
        </h1>
        <p className="text-stone-700">
          {intl.formatMessage(m.confirmationEmail, { email: order.email })}
        </p>
      </div>
      <OrderPageContent sections={sections} recommendations={recommendations} />
      {guest ? (
        <CreateAccountForm email={order.email} limits={limits} actionData={actionData} />
      ) : null}
      <OrderDetails order={order} />
    </div>
  );
}
