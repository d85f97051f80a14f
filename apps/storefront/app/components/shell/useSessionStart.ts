import { useEffect } from 'react';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { startSession } from '../../lib/session/session-start.ts';

/** Starts the site's shopper session once the page has hydrated (lib/session/session-start.ts). */
export function useSessionStart(): void {
  const { site } = useSite();
  const url = useLocalizedHref()('/session');
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
