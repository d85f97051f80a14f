import { useEffect } from 'react';
import { useSite } from '../../lib/site-context.tsx';
import { sessionBridgeUrl } from '../../lib/session/checkout-sync.ts';
import { startSession } from '../../lib/session/session-start.ts';

/** Starts the site's shopper session once the page has hydrated (lib/session/session-start.ts). */
export function useSessionStart(): void {
  const { site } = useSite();
  // Spec 000 §7: the session bridge creates the site's session (routes/ocapi-session.ts).
  const url = sessionBridgeUrl(site.id);
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = null;
    }
    startSession(site.id, url, storage, (to) =>
      fetch(to, { method: 'POST', headers: { accept: 'application/json' } }),
    ).catch(() => {
      // Offline or the server is away: the next page asks again.
    });
  }, [site.id, url]);
}
