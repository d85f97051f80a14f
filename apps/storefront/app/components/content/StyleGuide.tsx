import { useIntl } from 'react-intl';
import type { DesignToken } from '../../lib/content/design-tokens.ts';
import { messageById } from '../../i18n/define-messages.ts';
import { primaryButtonClass, secondaryButtonClass } from '../shell/styles.ts';
import { m } from './style-guide-messages.ts';

const heading = 'text-2xl font-bold tracking-tight lg:text-3xl';
const field =
  'mt-1 block w-full rounded-md border border-stone-400 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-700';

/** Text styles the pages use, largest first, shown with their classes (the h1 is the page's). */
const TYPE_SCALE = [
  { tag: 'h2', className: 'text-3xl font-bold tracking-tight lg:text-5xl' },
  { tag: 'h3', className: 'text-2xl font-bold tracking-tight lg:text-4xl' },
  { tag: 'h4', className: 'text-xl font-semibold' },
  { tag: 'p', className: 'text-lg' },
  { tag: 'p', className: 'text-base' },
  { tag: 'p', className: 'text-sm text-muted' },
] as const;

/** The token as the stylesheet names it (`--color-brand`): code, not words. */
const customProperty = (token: DesignToken) => '--'.concat(token.name);

function Swatch({ token }: { token: DesignToken }) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-12 shrink-0 rounded-md border border-stone-300"
        style={{ backgroundColor: token.value }}
      />
      <span className="text-sm">
        <code className="font-semibold">{customProperty(token)}</code>
        <br />
        <code className="text-muted">{token.value}</code>
      </span>
    </li>
  );
}

/**
 * The design system in one place (/style-guide): the theme's tokens, text styles, buttons and
 * form fields in their states. The content blocks follow, from the style_guide entry.
 */
export function StyleGuide({ tokens }: { tokens: readonly DesignToken[] }) {
  const intl = useIntl();
  const t = (d: { id: string }) => intl.formatMessage(d);
  const colours = tokens.filter((token) => token.kind === 'color');
  const others = tokens.filter((token) => token.kind !== 'color');
  const label = t(m.fieldLabel);
  return (
    <div className="mx-auto max-w-page space-y-12 px-4 py-10 lg:px-10">
      <section aria-labelledby="sg-tokens">
        <h2 id="sg-tokens" className={heading}>
          {t(m.tokens)}
        </h2>
        <h3 className="mt-6 text-lg font-semibold">{t(m.colours)}</h3>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {colours.map((token) => (
            <Swatch key={token.name} token={token} />
          ))}
        </ul>
        <h3 className="mt-6 text-lg font-semibold">{t(m.sizes)}</h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {others.map((token) => (
            <div key={token.name} className="contents">
              <dt>
                <code className="font-semibold">{customProperty(token)}</code>
              </dt>
              <dd>
                <code>{token.value}</code>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="sg-type">
        <h2 id="sg-type" className={heading}>
          {t(m.typography)}
        </h2>
        <div className="mt-6 space-y-4">
          {TYPE_SCALE.map(({ tag: Tag, className }) => (
            <div key={className} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:items-baseline">
              <code className="text-sm text-muted">{className}</code>
              <Tag className={className}>{t(m.sample)}</Tag>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons" className={heading}>
          {t(m.buttons)}
        </h2>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <button type="button" className={primaryButtonClass}>
            {t(m.primary)}
          </button>
          <button type="button" className={secondaryButtonClass}>
            {t(m.secondary)}
          </button>
          <button type="button" className={`${primaryButtonClass} opacity-50`} disabled>
            {t(m.disabled)}
          </button>
          <a href="#sg-buttons" className="font-semibold underline underline-offset-4">
            {t(m.link)}
          </a>
        </div>
      </section>
      <section aria-labelledby="sg-fields">
        <h2 id="sg-fields" className={heading}>
          {t(m.fields)}
        </h2>
        <div className="mt-6 grid max-w-3xl gap-6 md:grid-cols-3">
          <label className="block text-sm font-semibold">
            {label}
            <input type="email" className={field} autoComplete="off" />
          </label>
          <div>
            <label htmlFor="sg-field-error" className="block text-sm font-semibold">
              {label}
            </label>
            <input
              id="sg-field-error"
              type="email"
              defaultValue="name@"
              aria-invalid="true"
              aria-describedby="sg-field-error-text"
              autoComplete="off"
              className={`${field} border-red-700`}
            />
            <p id="sg-field-error-text" className="mt-1 text-sm text-red-700">
              {t(messageById('account.error.emailInvalid'))}
            </p>
          </div>
          <label className="block text-sm font-semibold text-muted">
            {t(m.disabled)}
            <input type="email" className={`${field} bg-stone-100`} disabled />
          </label>
        </div>
      </section>
      <h2 className={heading}>{t(m.blocks)}</h2>
    </div>
  );
}
