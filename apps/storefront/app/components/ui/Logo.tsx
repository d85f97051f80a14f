import type { ContentImage } from '@solo/content-model';
import { Link } from 'react-router';
import { useT } from '../../i18n/intl.tsx';
import { BRAND } from '../../lib/seo.ts';

/** The brand logo linking to "/" (spec 000 §2: the error page's logo returns to /). */
export function Logo({ image }: { image?: ContentImage | undefined }) {
  const t = useT();
  return (
    <Link to="/" aria-label={t('global.logo.home')} className="inline-flex items-center">
      {image ? (
        <img
          src={image.url}
          alt=""
          width={image.width ?? 140}
          height={image.height ?? 40}
          className="h-10 w-auto"
        />
      ) : (
        <span aria-hidden="true" className="text-xl font-extrabold tracking-tight uppercase">
          {BRAND}
        </span>
      )}
    </Link>
  );
}
