import { useIntl } from 'react-intl';
import { m } from './messages.ts';

/** The first focusable element: jumps past the header to the page content (spec 000 §2). */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-full bg-stone-900 px-5 py-3 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      {intl.formatMessage(m.skipToContent)}
    </a>
  );
}
