import { useIntl } from 'react-intl';
import { useOnline } from './hooks.ts';
import { CloudOffIcon } from './icons.tsx';
import { m } from './messages.ts';

/**
 * Spec 000 §2: "You're currently browsing in offline mode" while the browser is offline. The
 * status region is always present so screen readers announce the message when it appears.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div
      role="status"
      className="empty:hidden fixed inset-x-0 bottom-0 z-50 flex justify-center p-4"
    >
      {online ? null : (
        <p className="flex items-center gap-3 rounded-full bg-stone-900 px-5 py-3 text-sm font-medium text-white shadow-xl">
          <CloudOffIcon width={18} height={18} className="text-orange-400" />
          {intl.formatMessage(m.offline)}
        </p>
      )}
    </div>
  );
}
