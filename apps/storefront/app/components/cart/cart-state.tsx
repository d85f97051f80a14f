import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useFetchers, useLocation, useNavigation } from 'react-router';
import type {
  BasketActionError,
  BasketActionInput,
  WriteResult,
} from '../../lib/basket/actions.ts';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import { cartReadPath } from '../../lib/basket/cart-read.ts';
import { cartStore, type CartState, type CartStore } from '../../lib/basket/cart-store.ts';
import {
  forgetCartProducts,
  trackAddToCart,
  trackingStorage,
} from '../../lib/basket/cart-product-tracking.ts';
import type { CartView } from '../../lib/basket/cart-view.ts';
import type { PdpBasketItem } from '../../lib/product/page/add-items.ts';
import type { Frequency } from '../../lib/subscriptions/frequency.ts';
import { whenSessionStarted } from '../../lib/session/session-start.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { shellCartMessages as m } from './shell-messages.ts';

export interface CartApi {
  /** Null until the first answer of `/basket` arrives (the count is then unknown). */
  cart: CartView | null;
  /** Sends one cart write; the cart takes the answer's view. */
  write: (action: BasketActionInput) => Promise<WriteResult>;
  reload: () => Promise<void>;
  /** The last write failed (spec 001 §4: a cart-level error disables Checkout until one succeeds). */
  failed: boolean;
}

/**
 * The cart state lives in a store the provider hands down once, not in the context value: a
 * context whose value changes reaches every part of the page React has not hydrated yet, and
 * React then throws that part's server HTML away and renders it again (the content blocks that
 * hydrate when the shopper comes near them, components/content/lazy-block.tsx). The basket,
 * read right after hydration, would otherwise do that to every such block.
 */
const SERVER_STATE: CartState = { cart: null, failed: false };

interface CartContextValue extends Pick<CartApi, 'write' | 'reload'> {
  store: CartStore;
}

const CartContext = createContext<CartContextValue | null>(null);

/** A product's tracking fields go once its line has left the cart (spec 002 §9 `cartProduct_`). */
function keepTrackingOf(cart: CartView) {
  const storage = trackingStorage();
  if (!storage) return;
  const ids = [...cart.lines, ...cart.giftCards].flatMap((line) => line.productId ?? []);
  forgetCartProducts(storage, ids);
}

/**
 * GET `/basket` once the session start (if any) has been answered, into the store unless a write
 * crossed it (lib/basket/cart-store.ts).
 */
async function readCart(url: string, store: CartStore, live = () => true): Promise<void> {
  await whenSessionStarted();
  const ticket = store.beginRead();
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const next = response.ok ? ((await response.json()) as CartView) : null;
  if (next && live()) store.applyRead(ticket, next);
}

/** POST one write to `/basket`: the new cart, or the refusal (status 0: no answer). */
async function sendWrite(url: string, action: BasketActionInput): Promise<WriteResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(action),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<{
      cart: CartView;
      error: BasketActionError;
    }>;
    if (response.ok && body.cart) return { cart: body.cart };
    return { error: body.error ?? { status: response.status } };
  } catch {
    return { error: { status: 0 } };
  }
}

export function useCart(): CartApi {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart() needs <CartProvider> (SiteShell) around it');
  const { store, write, reload } = value;
  const state = useSyncExternalStore(store.subscribe, store.get, () => SERVER_STATE);
  return useMemo(() => ({ ...state, write, reload }), [state, write, reload]);
}

/**
 * The shopper's cart in the browser: read from the personal `/basket` resource route once the
 * page has hydrated (pages themselves stay cacheable, docs/decisions.md "Shopper sessions and
 * cacheable pages"), and replaced by the answer of every write.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const url = useLocalizedHref()(cartReadPath(useLocation().pathname));
  const [store] = useState(cartStore);

  const reload = useCallback(() => readCart(url, store), [url, store]);

  // A form sent through the router (sign-in, registration, sign-out) may change the shopper, so
  // the cart is read again once it has landed. The account drawer signs in through a fetcher,
  // which the navigation does not show, so fetcher submissions count too.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const [submitted, setSubmitted] = useState(0);
  const [wasSubmitting, setWasSubmitting] = useState(false);
  const posting = (method: string | undefined) => method !== undefined && method !== 'GET';
  const submitting = posting(navigation.formMethod) || fetchers.some((f) => posting(f.formMethod));
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (!submitting) setSubmitted((n) => n + 1);
  }

  useEffect(() => {
    let current = true;
    readCart(url, store, () => current).catch(() => {
      // Offline or the server is away: the badge stays empty until the next page.
    });
    return () => {
      current = false;
    };
  }, [url, submitted, store]);

  const write = useCallback(
    async (action: BasketActionInput): Promise<WriteResult> => {
      await whenSessionStarted();
      store.beginWrite();
      const answer = await sendWrite(url, action);
      if ('cart' in answer) {
        store.endWrite({ cart: answer.cart, failed: false });
        keepTrackingOf(answer.cart);
      } else store.endWrite({ failed: true });
      return answer;
    },
    [url, store],
  );

  const value = useMemo(() => ({ store, write, reload }), [store, write, reload]);
  return <CartContext value={value}>{children}</CartContext>;
}

/**
 * Spec 001 §8 basket mutation errors, in the shopper's language: the refusal's reason as a
 * message of the catalogue; without one (undefined), the generic failure toast. The service's
 * own wording never reaches the page (docs/decisions/cart-refusals-in-shopper-language.md).
 */
export function useBasketErrorText(): (error: BasketActionError) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error: BasketActionError) => {
      switch (error.reason) {
        case 'quantityLimit':
          return intl.formatMessage(m.refusedQuantity);
        case 'outOfStock':
          return intl.formatMessage(m.refusedOutOfStock);
        case 'unavailable':
          return intl.formatMessage(m.refusedUnavailable);
        default:
          return undefined;
      }
    },
    [intl],
  );
}

export interface AddRequest {
  items: Array<
    PdpBasketItem & {
      bonusDiscountLineItemId?: string;
      c_subscriptionFrequency?: Frequency;
    }
  >;
  tracking: Array<{ tracking: ProductTracking; quantity: number }>;
  /** Open the mini cart only after a navigation the caller starts (quick shop closing). */
  openCartAfterNavigation?: boolean;
}

/**
 * Add to cart (spec 001 §2 tile button, §4): on success the `{n} item(s) added to cart` toast,
 * the add-to-cart analytics event (spec 002 §3) and the mini cart opens; on failure the
 * service's message (the refused field named) or the generic error toast.
 */
export function useAddToCart(): (request: AddRequest) => Promise<boolean> {
  const write = useShownWrite();
  const toast = useToast();
  const drawers = useShellDrawers();
  const intl = useIntl();
  return useCallback(
    async ({ items, tracking, openCartAfterNavigation = false }: AddRequest) => {
      if (!(await write({ intent: 'add', items }))) return false;
      trackAddToCart(tracking);
      const n = items.reduce((sum, item) => sum + item.quantity, 0);
      toast({ status: 'success', title: intl.formatMessage(m.addedToCart, { n }) });
      if (openCartAfterNavigation) drawers.openAfterNavigation('cart');
      else drawers.open('cart');
      return true;
    },
    [write, toast, drawers, intl],
  );
}

/** A basket line edited from quick shop (spec 001 §4 'Update'): its new variant and quantity. */
export interface LineUpdate {
  itemId: string;
  productId: string;
  quantity: number;
  /** Reopen the mini cart after the navigation the caller starts (quick shop closing). */
  openCartAfterNavigation: boolean;
}

/**
 * Spec 001 §4 'Update' and "Variant change in cart": the line takes the chosen variant and
 * quantity (the service replaces it, or merges it into a line of that variant); on success the
 * 'Item updated in cart' toast, on failure the service's message or the generic error toast.
 */
export function useUpdateLine(): (update: LineUpdate) => Promise<boolean> {
  const write = useShownWrite();
  const toast = useToast();
  const drawers = useShellDrawers();
  const intl = useIntl();
  return useCallback(
    async ({ itemId, productId, quantity, openCartAfterNavigation }: LineUpdate) => {
      if (!(await write({ intent: 'variant', itemId, productId, quantity }))) return false;
      toast({ status: 'success', title: intl.formatMessage(m.itemUpdated) });
      if (openCartAfterNavigation) drawers.openAfterNavigation('cart');
      return true;
    },
    [write, toast, drawers, intl],
  );
}

/**
 * A cart write whose refusal the shopper is told of: the service's message (the refused field
 * named) or the generic error toast. Settles with the new cart, or null when refused.
 */
function useShownWrite(): (action: BasketActionInput) => Promise<CartView | null> {
  const { write } = useCart();
  const toast = useToast();
  const errorText = useBasketErrorText();
  return useCallback(
    async (action: BasketActionInput) => {
      const result = await write(action);
      if (!('error' in result)) return result.cart;
      const title = errorText(result.error);
      toast({ status: 'error', ...(title ? { title } : {}) });
      return null;
    },
    [write, toast, errorText],
  );
}
