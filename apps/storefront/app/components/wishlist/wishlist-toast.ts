import { useIntl } from 'react-intl';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import type { WishlistResult } from '../../lib/wishlist/wishlist-data.ts';
import { useToast } from '../ui/Toaster.tsx';
import { m } from './messages.ts';

/**
 * The toast of a wishlist change (spec 001 §8), the same from a heart and from the etching
 * modal's Save for later: guests are asked to sign in and come back here (§6).
 */
export function useWishlistToast(): (result: WishlistResult) => void {
  const intl = useIntl();
  const toast = useToast();
  const href = useLocalizedHref();
  return (result) => {
    if (result === 'guest') {
      const here = location.pathname + location.search;
      toast({
        status: 'info',
        title: intl.formatMessage(m.guest),
        action: {
          label: intl.formatMessage(m.signIn),
          href: `${href('/login')}?returnUrl=${encodeURIComponent(here)}`,
        },
      });
    } else if (result === 'added') {
      toast({
        status: 'success',
        title: intl.formatMessage(m.added, { quantity: 1 }),
        action: { label: intl.formatMessage(m.view), href: href('/account/wishlist') },
      });
    } else if (result === 'exists') toast({ status: 'info', title: intl.formatMessage(m.exists) });
    else if (result === 'removed')
      toast({ status: 'success', title: intl.formatMessage(m.removed) });
    else toast({ status: 'error' });
  };
}
