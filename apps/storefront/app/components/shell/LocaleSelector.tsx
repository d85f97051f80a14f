import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { SITES, type Site } from '@solo/sites';
import { useSite } from '../../lib/site-context.tsx';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import { formatLocaleLabel, localeGroups, type SiteLocaleGroup } from './locale.ts';
import { m } from './messages.ts';

/** "CA/FR · CAD", or the spec's "Invalid locale format" message instead of crashing (spec 000 §5). */
export function useLocaleText(): (
  id: string,
  currency: string,
) => { text: string; valid: boolean } {
  const intl = useIntl();
  return (id, currency) => {
    try {
      return { text: `${formatLocaleLabel(id)} · ${currency}`, valid: true };
    } catch {
      return { text: intl.formatMessage(m.localeInvalid), valid: false };
    }
  };
}

export function useGroups(sites: readonly Site[]): SiteLocaleGroup[] {
  const current = useSite();
  const location = useLocation();
  return localeGroups(sites, current, location);
}

/**
 * Every site's locales as links to the same page in that site and locale. Plain links, which
 * reload the document: the site, currency, cookies and message catalogue all change with the
 * locale (and a router link would add its discovery attribute to each of the ~60).
 */
export function LocaleList({ groups }: { groups: SiteLocaleGroup[] }) {
  const localeText = useLocaleText();
  return (
    <div className="grid gap-y-5">
      {groups.map(({ site, choices }) => (
        <section key={site.id} aria-labelledby={`locale-group-${site.id}`}>
          <h3
            id={`locale-group-${site.id}`}
            className="mb-2 text-xs font-semibold tracking-[0.14em] text-stone-600 uppercase"
          >
            {site.title}
          </h3>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-1">
            {choices.map(({ locale, href, current }) => {
              const { text, valid } = localeText(locale.id, locale.preferredCurrency);
              return (
                <li key={locale.id}>
                  {valid ? (
                    <a
                      href={href}
                      hrefLang={locale.id}
                      aria-current={current ? 'true' : undefined}
                      className="locale-link"
                    >
                      {text}
                    </a>
                  ) : (
                    <span
                      role="alert"
                      className="flex min-h-10 items-center px-2 text-sm text-red-700"
                    >
                      {text}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SiteLocales({ sites }: { sites: readonly Site[] }) {
  return <LocaleList groups={useGroups(sites)} />;
}

/**
 * The desktop locale selector of the top bar: a native <details> disclosure; Escape and a click
 * outside close it. Its list of ~60 locales is rendered in the browser when the disclosure first
 * opens, not sent in every page's HTML (docs/decisions/lean-page-html.md): the sites and locales
 * are in the client code already, and search engines read the same links as the page's hreflang
 * alternates.
 */
export function LocaleSelector({ sites = SITES }: { sites?: readonly Site[] }) {
  const intl = useIntl();
  const { locale } = useSite();
  const current = useLocaleText()(locale.id, locale.preferredCurrency);
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();

  // Opened before hydration: the toggle event fired before React listened.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const details = ref.current;
    if (!open || !details) return;
    const closeOutside = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <details ref={ref} className="group relative" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        aria-label={intl.formatMessage(m.localeChoose, { current: current.text })}
        aria-controls={panelId}
        className="flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded px-2 text-xs font-medium tracking-wide text-stone-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-400 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon width={16} height={16} />
        <span aria-hidden="true" className="tabular-nums">
          {current.text}
        </span>
        <ChevronDownIcon
          width={14}
          height={14}
          className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div
        id={panelId}
        className="absolute top-full right-0 z-50 mt-1 max-h-[70vh] w-[min(46rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-stone-200 bg-white p-6 text-stone-900 shadow-2xl"
      >
        <h2 className="mb-4 text-base font-semibold">{intl.formatMessage(m.localeTitle)}</h2>
        {opened ? <SiteLocales sites={sites} /> : null}
      </div>
    </details>
  );
}
