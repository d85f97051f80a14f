import type { ButtonField } from '@solo/content-model';
import { LocalizedLink } from '../../lib/site-context.tsx';

const STYLES: Record<ButtonField['button_type'], string> = {
  primary:
    'border-2 border-brand bg-brand text-white hover:bg-brand-dark px-6 py-3 rounded-full font-semibold',
  secondary: 'border-2 border-current px-6 py-3 rounded-full font-semibold hover:bg-white/10',
  link: 'underline underline-offset-4 font-semibold hover:no-underline',
};

/** A content button: a link in the current site and locale, or an external link in a new tab. */
export function ContentButton({ button }: { button: ButtonField }) {
  if (!button.button_text || !button.link_custom) return null;
  return (
    <LocalizedLink
      to={button.link_custom}
      className={`inline-block focus-visible:outline-2 focus-visible:outline-offset-2 ${STYLES[button.button_type] ?? STYLES.primary}`}
    >
      {button.button_text}
    </LocalizedLink>
  );
}
