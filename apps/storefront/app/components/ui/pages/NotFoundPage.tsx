import { Form } from 'react-router';
import { useT } from '../../../i18n/intl.tsx';
import { LocalizedLink, useLocalizedHref, useSite } from '../../../lib/site-context.tsx';
import { formatTitle } from '../../../lib/seo.ts';

/** Spec 000 §2: the page-not-found page (/404, /csrfFail, unknown paths), answered with 404. */
export function NotFoundPage() {
  const t = useT();
  const href = useLocalizedHref();
  const { site } = useSite();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{formatTitle(t('notFound.title'), site.title)}</title>
      <h1 className="text-3xl font-bold lg:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('notFound.text')}</p>
      <p className="mt-2 text-muted">{t('notFound.searchHint')}</p>
      <Form method="get" action={href('/search')} role="search" className="mt-8 flex w-full gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t('notFound.searchLabel')}
        </label>
        <input
          id="not-found-search"
          type="search"
          name="q"
          required
          placeholder={t('notFound.searchLabel')}
          className="min-w-0 flex-1 rounded-full border border-gray-300 px-5 py-3"
        />
        <button
          type="submit"
          className="rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t('notFound.searchSubmit')}
        </button>
      </Form>
      <LocalizedLink
        to="/"
        className="mt-8 font-semibold text-brand-dark underline underline-offset-4"
      >
        {t('notFound.home')}
      </LocalizedLink>
    </div>
  );
}
