import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The in-app URL a click would navigate to, or null when the click is not a plain same-origin
 * navigation the router would handle (new tab, download, modifier keys, other origin).
 */
export function routerLinkTarget(
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  anchor: { href: string; target: string; hasDownload: boolean } | null,
  origin: string,
): string | null {
  if (
    !anchor ||
    click.button !== 0 ||
    click.metaKey ||
    click.ctrlKey ||
    click.shiftKey ||
    click.altKey
  ) {
    return null;
  }
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Spec 000 §4: without a connection the next page's code cannot load, and React Router would
 * then reload the document into the browser's own error page. While the browser reports being
 * offline, in-app link clicks are held here instead and the offline page is shown; it clears on
 * Retry Connection (which follows the link), on a route change, or when the browser is back online.
 */
export function useOfflineGuard(): { pendingHref: string | null; retry: () => void } {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented) return;
      const element = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const anchor =
        element instanceof HTMLAnchorElement
          ? {
              href: element.href,
              target: element.target,
              hasDownload: element.hasAttribute('download'),
            }
          : null;
      const href = routerLinkTarget(event, anchor, window.location.origin);
      if (!href) return;
      // Capture phase: the router's link handler sees defaultPrevented and stays put.
      event.preventDefault();
      setPendingHref(href);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  const retry = useCallback(() => {
    if (!pendingHref || !navigator.onLine) return;
    setPendingHref(null);
    void navigate(pendingHref);
  }, [navigate, pendingHref]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  // A route change (back button, a script navigating) drops the held link.
  if (location.key !== shownAt) {
    setShownAt(location.key);
    if (pendingHref) setPendingHref(null);
  }

  return { pendingHref, retry };
}
