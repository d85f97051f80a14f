/**
 * Click analytics of the search drawer (spec 000 §7 "click analytics", §9 "analytics debounce
 * 500 ms"): the hit a shopper follows is reported to the storefront's
 * `{prefix}/search-suggestions/click`, which forwards it to the commerce service. Runs in the
 * browser; a report that cannot be sent is dropped (analytics never gets in the shopper's way).
 */
import type { SuggestionOption } from './autocomplete.ts';

/** Spec 000 §9: the analytics click event is debounced by 500 ms. */
export const CLICK_DEBOUNCE_MS = 500;

export type ClickIndex = 'products' | 'community_posts' | 'query_suggestions';

export interface SearchClickEvent {
  index: ClickIndex;
  query: string;
  objectID: string;
  /** 1-based position of the hit within its group. */
  position: number;
  queryID: string;
}

/**
 * The report of a followed option, or null for what no search index answered (recent searches,
 * categories) and for an answer without an id.
 */
export function clickEventOf(
  option: SuggestionOption,
  position: number,
  query: string,
  queryID: string,
): SearchClickEvent | null {
  if (!queryID || !query) return null;
  const hit = (index: ClickIndex, objectID: string) => ({
    index,
    query,
    objectID,
    position,
    queryID,
  });
  switch (option.kind) {
    case 'phrase':
      return hit('query_suggestions', option.phrase.phrase);
    case 'product':
      return hit('products', option.product.id);
    case 'community':
      return hit('community_posts', option.post.id);
    default:
      return null;
  }
}

/**
 * Debounced sending: a click waits `delay` ms and is replaced by a newer one in that time (a
 * shopper's double click, or a quick change of mind, is one report). `flush` sends what waits
 * (the page is being left).
 */
export function clickReporter(send: (body: string) => void, delay = CLICK_DEBOUNCE_MS) {
  let pending: SearchClickEvent | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending) send(JSON.stringify(pending));
    pending = null;
  };
  return {
    report(event: SearchClickEvent) {
      pending = event;
      clearTimeout(timer);
      timer = setTimeout(flush, delay);
    },
    flush,
  };
}

/** Sends a report so that it survives leaving the page: a beacon, else a keepalive fetch. */
export const beaconTo = (endpoint: string) => (body: string) => {
  // A string is sent as text/plain: a simple request, as the click endpoint expects.
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(endpoint, body)) return;
  void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => {});
};
