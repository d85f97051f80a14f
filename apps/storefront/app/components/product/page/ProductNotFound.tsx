import { formatTitle } from '../../../lib/seo.ts';
import { LocalizedLink, useSite } from '../../../lib/site-context.tsx';
import { usePdpFormat } from './format.ts';

/** Spec 001 §8: the page of an unknown or offline product, titled 'Product Not Found' (404). */
export function ProductNotFound() {
  const { t } = usePdpFormat();
  const { site } = useSite();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{formatTitle(t('pdp.notFound.title'), site.title)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold lg:text-4xl">{t('pdp.notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted">{t('pdp.notFound.text')}</p>
      <LocalizedLink
        to="/"
        className="mt-8 font-semibold text-brand-dark underline underline-offset-4"
      >
        {t('pdp.notFound.home')}
      </LocalizedLink>
    </div>
  );
}
