import { useCheckoutT } from './use-checkout-t.ts';

/**
 * Spec 002 §4: "A processing overlay shows during approval and is removed on error". The live
 * region is always in the page so that screen readers announce the text when it appears.
 */
export function ProcessingOverlay({ busy }: { busy: boolean }) {
  const t = useCheckoutT();
  return (
    <div role="status" aria-live="assertive">
      {busy ? (
        <div
          data-testid="processing-overlay"
          className="fixed inset-0 z-50 flex items-center justify-center bg-white/80"
        >
          <div className="flex items-center gap-3 rounded-lg bg-white px-6 py-4 text-lg font-semibold shadow-lg">
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-4 border-stone-300 border-t-stone-900 motion-reduce:animate-none"
            />
            {t('processing')}
          </div>
        </div>
      ) : null}
    </div>
  );
}
