import { useIntl } from 'react-intl';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { m } from '../../lib/listing/messages.ts';

/**
 * "Did you mean a, b or c?": the search's spelling suggestions, each a link, joined as the
 * page's language writes an "or" list inside its sentence.
 */
export function DidYouMean({
  suggestions,
  className,
  linkClassName,
}: {
  suggestions: ReadonlyArray<{ phrase: string; href: string }>;
  className: string;
  linkClassName: string;
}) {
  const intl = useIntl();
  if (!suggestions.length) return null;
  const links = suggestions.map((s) => (
    <LocalizedLink key={s.phrase} to={s.href} className={linkClassName}>
      {s.phrase}
    </LocalizedLink>
  ));
  return (
    <p className={className}>
      {intl.formatMessage(m.didYouMean, {
        suggestions: intl.formatList(links, { type: 'disjunction' }),
      })}
    </p>
  );
}
