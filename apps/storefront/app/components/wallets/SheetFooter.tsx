import { useIntl } from 'react-intl';
import { m } from './messages.ts';

/**
 * The end of the wallet sheet's form: the error (an alert), "Processing" while a call runs, and
 * Cancel and Approve, which stay focusable but do nothing while busy (aria-disabled).
 */
export function SheetFooter({
  error,
  busy,
  onCancel,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      {error ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm">
          {intl.formatMessage(m.processing)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => (busy ? undefined : onCancel())}
          aria-disabled={busy}
          className="min-h-11 rounded-full border border-stone-400 px-5 font-semibold"
        >
          {intl.formatMessage(m.cancel)}
        </button>
        <button
          type="submit"
          aria-disabled={busy}
          className="min-h-11 rounded-full bg-stone-900 px-5 font-semibold text-white"
        >
          {intl.formatMessage(m.approve)}
        </button>
      </div>
    </>
  );
}
