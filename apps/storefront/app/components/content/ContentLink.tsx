import type { ReactNode } from 'react';
import type { LinkField } from '@solo/content-model';
import { resolveLink } from '../../lib/content/link.ts';
import { LocalizedLink } from '../../lib/site-context.tsx';

/**
 * A content link (spec 000 §2 resolution order): a link in the current site and locale, an
 * external link in a new tab without an opener, or the children as plain text.
 */
export function ContentLink({
  link,
  className,
  children,
}: {
  link: LinkField | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const to = resolveLink(link);
  if (to.kind === 'internal')
    return (
      <LocalizedLink to={to.path} className={className}>
        {children}
      </LocalizedLink>
    );
  if (to.kind === 'external')
    return (
      <a href={to.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  return <span className={className}>{children}</span>;
}
