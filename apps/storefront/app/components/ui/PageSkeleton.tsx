import { useT } from '../../i18n/intl.tsx';

/** Spec 000 §2: the placeholder while a page loads, full width and 75vh high. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="h-[75vh] w-full animate-pulse bg-gray-100">
      <span className="sr-only">{t('global.loading')}</span>
    </div>
  );
}
