import { lazy, Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import type { CartLine } from '../../lib/basket/cart-view.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { useRemoveLine, useSaveForLater } from './line-actions.ts';
import { messageById } from '../../i18n/define-messages.ts';
import { m } from './messages.ts';
import { QuantityControl } from './QuantityControl.tsx';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';
import { useLineQuantity } from './use-line-quantity.ts';
import { withQuickShop } from '../../lib/quick-shop/params.ts';
import { LineEtchingDetails } from '../etching/LineEtchingDetails.tsx';
import { RemoveEtchingButton } from '../etching/RemoveEtchingButton.tsx';

const labelValue = messageById('global.labelValue');
// The offer's message (components/subscriptions/offer-messages.ts), by id: its module stays in
// the offer's chunk.
const every = messageById('subscriptions.frequency.every');

// Only bundle lines list parts: the product page's mini cart does not load them up front.
const BundleParts = lazy(() =>
  import('./BundleParts.tsx').then((module) => ({ default: module.BundleParts })),
);

const LINE_MESSAGES = {
  discontinued: m.discontinued,
  outOfStock: m.outOfStock,
  unfulfillable: m.unfulfillable,
  priceMissing: m.priceMissing,
  finalSale: m.finalSale,
} as const;

/**
 * A basket line of the mini cart and the cart page (spec 001 §2, §4): image, name, options,
 * price, quantity control, availability message (greyed when unavailable) and Remove with its
 * confirmation overlay (Remove, Cancel).
 */
export function CartLineItem({
  line,
  currency,
  basketId,
}: {
  line: CartLine;
  currency: string;
  basketId: string | null;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const [confirming, setConfirming] = useState(false);
  const [params] = useSearchParams();
  const removeLine = useRemoveLine();
  const saveForLater = useSaveForLater(basketId);
  const quantity = useLineQuantity(line, () => setConfirming(true));
  const messageId = useId();
  const price = line.priceAfterItemDiscount ?? line.price;
  const message = line.availability ? LINE_MESSAGES[line.availability] : null;
  const href = `/p/${encodeURIComponent(line.masterId ?? line.productId)}`;
  return (
    <li
      className="relative flex gap-4 py-4"
      data-testid="cart-line"
      data-product-id={line.productId}
      aria-describedby={message ? messageId : undefined}
    >
      {/* Spec 001 §4 greys an unavailable line: its image fades and its texts turn grey, while
          its controls keep the contrast they need to stay usable (WCAG 1.4.3). */}
      <div className="flex flex-1 gap-4" data-unavailable={line.unavailable || undefined}>
        {line.image ? (
          <img
            src={line.image.src}
            alt={line.image.alt}
            width={80}
            height={80}
            loading="lazy"
            className={`size-20 shrink-0 rounded bg-white object-contain ${line.unavailable ? 'opacity-50 grayscale' : ''}`}
          />
        ) : (
          <div className="size-20 shrink-0 rounded bg-stone-200" />
        )}
        <div
          className={`flex min-w-0 flex-1 flex-col gap-1 text-sm ${line.unavailable ? 'text-stone-600' : ''}`}
        >
          <LocalizedLink to={href} className="font-semibold hover:underline">
            {line.name}
          </LocalizedLink>
          {line.options.map((option) => (
            <p key={option.label} className="text-stone-600">
              {intl.formatMessage(labelValue, option)}
            </p>
          ))}
          {line.subscriptionMonths ? (
            <p className="font-semibold text-green-800" data-testid="line-subscription">
              {intl.formatMessage(every, { months: line.subscriptionMonths })}
            </p>
          ) : null}
          {line.etching ? (
            <>
              <LineEtchingDetails etching={line.etching} currency={currency} />
              <RemoveEtchingButton itemId={line.itemId} name={line.name} />
            </>
          ) : null}
          {line.parts ? (
            <Suspense fallback={null}>
              <BundleParts parts={line.parts} bundleName={line.name} />
            </Suspense>
          ) : null}
          {line.variation ? (
            // Spec 001 §4 'Update': quick shop opens on the line's variant and quantity.
            <Link
              to={{ search: `?${withQuickShop(params, line.productId, line.itemId).toString()}` }}
              preventScrollReset
              aria-label={intl.formatMessage(labelValue, {
                label: intl.formatMessage(m.editVariant),
                value: line.name,
              })}
              className="self-start text-xs underline hover:no-underline"
            >
              {intl.formatMessage(m.editVariant)}
            </Link>
          ) : null}
          {price !== undefined ? (
            <p className="font-semibold" data-testid="line-price">
              {formatMoney(price, currency, locale.id)}
            </p>
          ) : null}
          <div className="mt-1 flex items-center gap-4">
            <QuantityControl line={line} shown={quantity.shown} onChange={quantity.change} />
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage(m.removeItem, { name: line.name })}
              className="text-sm underline hover:no-underline"
            >
              {intl.formatMessage(m.remove)}
            </button>
            <button
              type="button"
              onClick={() => void saveForLater(line)}
              className="text-sm underline hover:no-underline"
            >
              {intl.formatMessage(m.saveForLater)}
            </button>
          </div>
        </div>
      </div>
      {message ? (
        <p
          id={messageId}
          className={`absolute bottom-0 left-24 text-xs font-semibold ${line.availability === 'finalSale' ? 'text-red-700' : 'text-red-800'}`}
        >
          {intl.formatMessage(message, { stockLevel: line.stockLevel ?? 0 })}
        </p>
      ) : null}
      {confirming ? (
        <RemoveConfirmation
          onRemove={() => removeLine(line.itemId)}
          onClose={() => {
            setConfirming(false);
            quantity.reset();
          }}
        />
      ) : null}
    </li>
  );
}
