import { useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { geolocaleCookieToSet, syncSession } from '../../lib/session/checkout-sync.ts';
import { useLocalizedHref, useSite } from '../../lib/site-context.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';

/**
 * The way to /checkout from the mini cart and the cart page (spec 001 §2: "after the session is
 * synced"). A plain link without JavaScript (the checkout page resolves the session itself);
 * with it, a click first sets `_ss_geolocale` when missing and syncs the session through the
 * bridge (spec 000 §4, §7), and shows the spec 000 §8 message when the sync fails.
 */
export function CheckoutLink({ className, children }: { className: string; children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { site, locale } = useSite();
  const to = useLocalizedHref()('/checkout');
  const [syncing, setSyncing] = useState(false);

  async function go(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return; // a new tab or window: it loads /checkout on its own
    }
    event.preventDefault();
    if (syncing) return;
    const cookie = geolocaleCookieToSet(document.cookie, site, locale);
    if (cookie) document.cookie = cookie;
    setSyncing(true);
    const synced = await syncSession(site.id, (url, init) => fetch(url, init));
    setSyncing(false);
    if (synced.ok) {
      void navigate(to);
      return;
    }
    const { failure } = synced;
    toast({
      status: 'error',
      title:
        failure.kind === 'network'
          ? intl.formatMessage(m.sessionNetworkFailed)
          : intl.formatMessage(m.sessionSyncFailed, { statusText: failure.statusText }),
    });
  }

  return (
    <a href={to} className={className} onClick={(e) => void go(e)} aria-busy={syncing || undefined}>
      {children}
    </a>
  );
}
