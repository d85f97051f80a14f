import { useT } from '../../../i18n/intl.tsx';

/** Spec 000 §4/§8: shown when the next page's code or data could not be fetched. */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold">{t('offline.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('offline.text')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-8 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {t('offline.retry')}
      </button>
    </div>
  );
}
