/**
 * The compiled catalogues this process holds, by URL. The server loads them from the build
 * (messages.server.ts); the browser fetches the page's one before hydrating (entry.client.tsx)
 * and another when a navigation changes the locale (root clientLoader). Spec 000 §7/§8: a
 * catalogue that cannot be fetched is logged, and the page falls back to the built-in default
 * messages, the English catalogue (whose texts the bundle does not carry), else message ids.
 */
import type { CompiledMessages } from './intl.tsx';

/** The URL path compiled catalogues are served under (spec 000 §7). */
export const CATALOGUE_PATH = '/static/translations/compiled/';

const loaded = new Map<string, CompiledMessages>();
const pending = new Map<string, Promise<void>>();

/** The messages of a loaded catalogue; none while it is not loaded (or failed to load). */
export function catalogueMessages(url: string | undefined): CompiledMessages {
  return (url && loaded.get(url)) || {};
}

export function rememberCatalogue(url: string, messages: CompiledMessages): void {
  loaded.set(url, messages);
}

/**
 * Fetches a catalogue once. A failure is logged; the `fallback` catalogue (English) then stands
 * in for it until the page is reloaded.
 */
export function fetchCatalogue(url: string | undefined, fallback?: string): Promise<void> {
  if (!url || loaded.has(url)) return Promise.resolve();
  let request = pending.get(url);
  if (!request) {
    request = fetch(url)
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        rememberCatalogue(url, (await res.json()) as CompiledMessages);
      })
      .catch(async (err: unknown) => {
        console.error(`Translation catalogue ${url} failed to load`, err);
        if (!fallback || fallback === url) return;
        await fetchCatalogue(fallback);
        const defaults = loaded.get(fallback);
        if (defaults) loaded.set(url, defaults);
      })
      .finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}
