import type { ButtonField } from '@solo/content-model';
import { resolveLink } from '../../lib/content/link.ts';
import { ContentLink } from './ContentLink.tsx';

const STYLES: Record<NonNullable<ButtonField['button_type']>, string> = {
  primary:
    'border-2 border-brand bg-brand text-white hover:bg-brand-dark px-6 py-3 rounded-full font-semibold',
  secondary: 'border-2 border-current px-6 py-3 rounded-full font-semibold hover:bg-white/10',
  link: 'underline underline-offset-4 font-semibold hover:no-underline',
};

/** A content button: a link styled as a button; nothing when it has no text or leads nowhere. */
export function ContentButton({ button }: { button: ButtonField }) {
  if (!button.button_text || resolveLink(button.link_custom).kind === 'text') return null;
  return (
    <ContentLink
      link={button.link_custom}
      className={`inline-block focus-visible:outline-2 focus-visible:outline-offset-2 ${STYLES[button.button_type ?? 'primary'] ?? STYLES.primary}`}
    >
      {button.button_text}
    </ContentLink>
  );
}
