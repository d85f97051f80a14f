import type { ContentImage } from '@solo/content-model';
import { useT } from '../../../i18n/intl.tsx';
import { LocalizedLink } from '../../../lib/site-context.tsx';
import { Logo } from '../Logo.tsx';

/**
 * Spec 000 §2: the generic error page. The error's message and stack are shown only in
 * development builds, never to shoppers.
 */
export function ErrorPage({ error, logo }: { error: unknown; logo?: ContentImage | undefined }) {
  const t = useT();
  const details = import.meta.env.DEV && error instanceof Error ? error : null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center">
      <title>{t('error.title')}</title>
      <Logo image={logo} />
      <h1 className="mt-10 text-3xl font-bold lg:text-4xl">{t('error.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('error.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <LocalizedLink
          to="/contact-us"
          className="rounded-full border-2 border-brand-dark px-6 py-3 font-semibold text-brand-dark"
        >
          {t('error.contactSupport')}
        </LocalizedLink>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t('error.refresh')}
        </button>
      </div>
      {details ? (
        <pre className="mt-10 w-full overflow-auto rounded bg-gray-100 p-4 text-left text-sm">
          {[details.message, details.stack].join('\n')}
        </pre>
      ) : null}
    </div>
  );
}
