/**
 * The compiled catalogues this process holds, by URL. The server loads them from the build
 * (messages.server.ts); the browser fetches the page's one before hydrating (entry.client.tsx)
 * and another when a navigation changes the locale (root clientLoader). Spec 000 §7/§8: a
 * catalogue that cannot be fetched is logged, and the page shows empty or default messages.
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

/** Fetches a catalogue once; a failure is logged and leaves the page with its defaults. */
export function fetchCatalogue(url: string | undefined): Promise<void> {
  if (!url || loaded.has(url)) return Promise.resolve();
  let request = pending.get(url);
  if (!request) {
    request = fetch(url)
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        rememberCatalogue(url, (await res.json()) as CompiledMessages);
      })
      .catch((err: unknown) => console.error(`Translation catalogue ${url} failed to load`, err))
      .finally(() => pending.delete(url));
    pending.set(url, request);
  }
  return request;
}
