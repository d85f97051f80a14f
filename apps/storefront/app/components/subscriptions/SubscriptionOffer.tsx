import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DrawerState } from '../../lib/account/drawer-state.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { productPrice } from '../../lib/product/price.ts';
import type { CatalogProduct } from '../../lib/product/types.ts';
import type { PriceSource } from '../../lib/product/page/pdp-view.ts';
import { LocalizedLink, useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import {
  FREQUENCIES,
  frequencyIn,
  monthsOf,
  NO_FREQUENCY,
  OG_STATE_KEY,
  OPT_IN_FREQUENCY,
  parseOgState,
  withFrequency,
  type Frequency,
} from '../../lib/subscriptions/frequency.ts';
import { offerMessages as m } from './offer-messages.ts';

type Choice = Frequency | typeof NO_FREQUENCY;

/** OG_STATE in local storage (spec 001 §3); a browser that refuses storage keeps the page's state. */
function readState() {
  try {
    return parseOgState(localStorage.getItem(OG_STATE_KEY));
  } catch {
    return { optedin: [] };
  }
}

/**
 * The product page's subscription offer (spec 001 §2, §4): one-time purchase ('0_0', the
 * default) or subscribe at the subscription price, every 1, 2 or 3 months ('1_3' on opt-in).
 * The choice is kept in OG_STATE per product and handed to Add to Cart (`onChange`). A guest who
 * opts in is told to sign in or sign up; the page is shared by every shopper, so whether the
 * shopper is signed in is asked of `/session` when they opt in.
 */
export function SubscriptionOffer({
  productId,
  price,
  source,
  quantity,
  currency,
  frequency,
  onChange,
}: {
  productId: string;
  /** Each subscription order's price (c_OGsubscriptionPrice). */
  price: number;
  source: PriceSource;
  quantity: number;
  currency: string;
  frequency: Choice;
  onChange: (frequency: Choice) => void;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const sessionUrl = useLocalizedHref()('/session');
  const id = useId();
  const [guest, setGuest] = useState<boolean | null>(null);
  const optedIn = frequency !== NO_FREQUENCY;
  // The shopper's earlier choice for this product, once the page is interactive.
  useEffect(() => {
    const saved = frequencyIn(readState(), productId);
    if (saved !== NO_FREQUENCY) onChange(saved);
    // Read once per product: later changes are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);
  useEffect(() => {
    if (!optedIn || guest !== null) return;
    fetch(sessionUrl, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<DrawerState>) : { registered: false }))
      .then((state) => setGuest(!state.registered))
      .catch(() => setGuest(true));
  }, [optedIn, guest, sessionUrl]);
  const choose = (next: Choice) => {
    onChange(next);
    try {
      localStorage.setItem(
        OG_STATE_KEY,
        JSON.stringify(withFrequency(readState(), productId, next)),
      );
    } catch {
      // Storage refused (private mode, quota): the choice still goes with this add to cart.
    }
  };
  const money = (n: number) => formatMoney(n, currency, locale.id);
  // As the purchase panel prices it (cart-button.ts priceAt), without loading that module.
  const regular = productPrice(source as CatalogProduct, { quantity });
  const radio = 'size-5 accent-stone-900';
  return (
    <fieldset
      className="flex flex-col gap-2 rounded border border-stone-300 p-3"
      data-testid="subscription-offer"
    >
      <legend className="px-1 font-semibold">{intl.formatMessage(m.legend)}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="subscription"
          value={NO_FREQUENCY}
          checked={!optedIn}
          onChange={() => choose(NO_FREQUENCY)}
          className={radio}
        />
        {intl.formatMessage(m.oneTime, { price: regular.priced ? money(regular.current) : '' })}
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="subscription"
          value={OPT_IN_FREQUENCY}
          checked={optedIn}
          onChange={() => choose(OPT_IN_FREQUENCY)}
          className={`peer ${radio}`}
        />
        <span className="font-semibold text-green-800">
          {intl.formatMessage(m.subscribe, { price: money(price) })}
        </span>
      </label>
      <div className="flex items-center gap-3 ps-8">
        <label htmlFor={`${id}-frequency`}>{intl.formatMessage(m.frequency)}</label>
        <select
          id={`${id}-frequency`}
          name="subscriptionFrequency"
          value={optedIn ? frequency : OPT_IN_FREQUENCY}
          disabled={!optedIn}
          onChange={(event) => choose(event.currentTarget.value as Frequency)}
          className="min-h-11 rounded border border-stone-400 bg-white px-2 disabled:opacity-60"
          data-testid="subscription-frequency"
        >
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {intl.formatMessage(m.every, { months: monthsOf(f) })}
            </option>
          ))}
        </select>
      </div>
      {optedIn && guest ? (
        <p
          role="status"
          className="flex flex-wrap gap-x-3 text-sm text-stone-700"
          data-testid="subscription-guest-notice"
        >
          <span>{intl.formatMessage(m.guestNotice)}</span>
          <LocalizedLink to="/login" className="font-semibold underline">
            {intl.formatMessage(m.signIn)}
          </LocalizedLink>
          <LocalizedLink to="/registration" className="font-semibold underline">
            {intl.formatMessage(m.register)}
          </LocalizedLink>
        </p>
      ) : null}
    </fieldset>
  );
}
