/**
 * The browser's copy of the wish list state, per site prefix: every heart of a page shares one
 * GET of `wishlist-data` and hears about each change, so one page asks once however many tiles
 * it shows. Tiny on purpose: it ships with every listing and product page.
 */
import type { WishlistAnswer, WishlistState } from './wishlist-data.ts';

type Listener = (state: WishlistState) => void;

/**
 * The hearts of one page share one answer; a page shown later asks again, since the shopper may
 * have signed in or out in between.
 */
const SHARED_MS = 3000;

const states = new Map<string, Promise<WishlistState>>();
const askedAt = new Map<string, number>();
const listeners = new Map<string, Set<Listener>>();

const GUEST: WishlistState = { registered: false };

function publish(url: string, state: WishlistState) {
  states.set(url, Promise.resolve(state));
  for (const listener of listeners.get(url) ?? []) listener(state);
}

/** Calls `listener` with the state now and on every change; returns the unsubscribe. */
export function watchWishlist(url: string, listener: Listener): () => void {
  let set = listeners.get(url);
  if (!set) listeners.set(url, (set = new Set()));
  set.add(listener);
  let state = states.get(url);
  if (!state || Date.now() - (askedAt.get(url) ?? 0) > SHARED_MS) {
    askedAt.set(url, Date.now());
    state = fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<WishlistState>) : GUEST))
      .catch(() => GUEST);
    states.set(url, state);
    void state.then((s) => states.get(url) === state && publish(url, s));
  } else void state.then((s) => set.has(listener) && listener(s));
  return () => set.delete(listener);
}

/** Sends an add or remove; the answer's state reaches every heart of the page. */
export async function changeWishlist(url: string, body: FormData): Promise<WishlistAnswer> {
  try {
    const res = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await res.json()) as WishlistAnswer;
    if (answer.result === 'guest') publish(url, GUEST);
    else if (answer.state) publish(url, answer.state);
    return answer;
  } catch {
    return { result: 'failed' };
  }
}

/**
 * "Save for Later" of a basket line from the mini cart or the cart (spec 001 §2): `url` is the
 * site's `wishlist-data`. Answers 'added' or 'exists' once the line left the basket, 'guest' for a
 * shopper who must sign in first (show the saved items prompt), 'failed' otherwise (the generic
 * error toast, §8); the caller then reads its basket again.
 */
export function saveLineForLater(
  url: string,
  line: { basketId: string; itemId: string },
): Promise<WishlistAnswer> {
  const body = new FormData();
  body.set('intent', 'saveForLater');
  body.set('basketId', line.basketId);
  body.set('itemId', line.itemId);
  return changeWishlist(url, body);
}
