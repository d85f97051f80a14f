import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cm } from '../../lib/community/messages.ts';
import type { ShareLink, ShareService } from '../../lib/community/share.ts';

const LABELS: Record<ShareService, (typeof cm)[keyof typeof cm]> = {
  email: cm.shareEmail,
  x: cm.shareX,
  facebook: cm.shareFacebook,
  pinterest: cm.sharePinterest,
};

const SHORT: Record<ShareService, string> = {
  email: '@',
  x: 'X',
  facebook: 'f',
  pinterest: 'P',
};

/** The post's share links (lib/community/share.ts): each names its service and says it opens a new tab. */
export function ShareLinks({ links }: { links: readonly ShareLink[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-3" data-share>
      <h2 id={headingId} className="text-sm font-semibold">
        {intl.formatMessage(cm.share)}
      </h2>
      <ul className="flex gap-2">
        {links.map((link) => (
          <li key={link.service}>
            <a
              href={link.href}
              data-service={link.service}
              aria-label={intl.formatMessage(LABELS[link.service])}
              title={intl.formatMessage(LABELS[link.service])}
              {...(link.service === 'email'
                ? {}
                : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex size-10 items-center justify-center rounded-full border-2 border-current font-bold hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span aria-hidden="true">{SHORT[link.service]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
