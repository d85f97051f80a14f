/**
 * Spec 002 §8 "A failure reading order info reloads the page": the express flow cannot know the
 * amount to approve, so the page is loaded again (its basket read afresh). A reload that fails
 * the same way within RELOAD_WINDOW_MS does not reload again: the shopper gets the express
 * error instead of a page that keeps reloading.
 */

/** The error code `{prefix}/express` answers when get-order-info failed. */
export const ORDER_INFO_FAILED = 'order-info-failed';

/** The session storage key of the last reload for an order-info failure. */
export const ORDER_INFO_RELOAD_KEY = 'express-order-info-reload';

export const RELOAD_WINDOW_MS = 30_000;

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether to reload now; records the reload in `store` when it says yes. */
export function shouldReloadForOrderInfo(store: Store | null, now: number): boolean {
  if (!store) return true;
  try {
    const last = Number(store.getItem(ORDER_INFO_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    store.setItem(ORDER_INFO_RELOAD_KEY, String(now));
  } catch {
    // Storage refused (private mode): reload; a second failure is then one more reload.
  }
  return true;
}

/** The browser's session storage, or null where it is unavailable. */
export function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
