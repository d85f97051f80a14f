import { useIntl } from 'react-intl';
import type { FooterEntry } from '@solo/content-model';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { ConsentDialog } from './ConsentDialog.tsx';
import { ContentImg } from './ContentImg.tsx';
import { copyrightYear, smsHref, telHref } from './contact.ts';
import { FooterMedia } from './FooterMedia.tsx';
import { ChevronDownIcon, MessageIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { m } from './messages.ts';
import { isLinkVisible, visibleLinks } from './user-links.ts';

type Column = FooterEntry['categories_columns'][number];

/** app.css: repeated on every footer link. */
const linkClass = 'footer-link';
const headingClass = 'text-xs font-semibold tracking-[0.16em] text-white uppercase';

function ColumnLinks({ column }: { column: Column }) {
  const { preferences } = useSite();
  return (
    <ul className="space-y-1">
      {column.subcategories
        .filter((sub) => isLinkVisible(sub.link, preferences))
        .map((sub) => (
          <li key={sub.link + sub.name}>
            <LocalizedLink to={sub.link} className={linkClass}>
              {sub.name}
            </LocalizedLink>
          </li>
        ))}
    </ul>
  );
}

/**
 * Category columns: accordions below 992px and plain columns from 992px (spec 000 §2). The
 * accordions are native disclosures, so they work before hydration and without JS, and the
 * footer costs no accordion library on every page.
 */
function CategoryColumns({ columns }: { columns: Column[] }) {
  return (
    <>
      <div className="divide-y divide-stone-800 border-y border-stone-800 lg:hidden">
        {columns.map((column) => (
          <details key={column.title} className="group">
            <summary
              className={`flex min-h-13 cursor-pointer list-none items-center justify-between ${headingClass} focus-visible:outline-2 focus-visible:outline-orange-400 [&::-webkit-details-marker]:hidden`}
            >
              {column.title}
              <ChevronDownIcon
                width={18}
                height={18}
                className="transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="pb-4">
              <ColumnLinks column={column} />
            </div>
          </details>
        ))}
      </div>
      <div className="hidden grid-cols-2 gap-8 md:grid-cols-4 lg:grid">
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={`mb-3 ${headingClass}`}>{column.title}</h2>
            <ColumnLinks column={column} />
          </div>
        ))}
      </div>
    </>
  );
}

function Contact({ entry }: { entry: FooterEntry }) {
  const intl = useIntl();
  const rowClass = 'flex items-start gap-3 text-sm text-stone-300';
  return (
    <div className="space-y-3">
      <h2 className={headingClass}>{intl.formatMessage(m.footerContact)}</h2>
      {entry.phone_number ? (
        <p className={rowClass}>
          <PhoneIcon width={18} height={18} className="mt-1.5 shrink-0 text-orange-400" />
          <a href={telHref(entry.phone_number)} className={linkClass}>
            <span className="sr-only">{intl.formatMessage(m.footerPhone)} </span>
            {entry.phone_number}
          </a>
        </p>
      ) : null}
      {entry.text_number_block.text_number ? (
        <p className={rowClass}>
          <MessageIcon width={18} height={18} className="mt-1.5 shrink-0 text-orange-400" />
          <a href={smsHref(entry.text_number_block.text_number)} className={linkClass}>
            <span className="sr-only">{intl.formatMessage(m.footerText)} </span>
            {entry.text_number_block.text_number}
          </a>
        </p>
      ) : null}
      {entry.address_block.address ? (
        <div className={rowClass}>
          <PinIcon width={18} height={18} className="mt-0.5 shrink-0 text-orange-400" />
          <address className="whitespace-pre-line not-italic">
            {entry.address_block.address}
          </address>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The site footer from the footer content entry (spec 000 §2, §3): media, category columns,
 * contact, extra links, Consent Preferences, terms, © current year and the brand logo.
 */
export function Footer({ entry }: { entry: FooterEntry | null }) {
  const intl = useIntl();
  const { preferences } = useSite();
  if (!entry) return null;
  const extraLinks = visibleLinks(entry.extra_links_custom, preferences);
  return (
    <footer className="bg-stone-950 text-stone-300">
      <FooterMedia media={entry.desktop_media} />
      <div className="mx-auto max-w-[2200px] px-5 pt-12 pb-8 md:px-8 lg:px-10 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(16rem,1fr)] lg:gap-16">
          <nav aria-label={intl.formatMessage(m.footerNav)}>
            <CategoryColumns columns={entry.categories_columns} />
          </nav>
          <Contact entry={entry} />
        </div>
        {extraLinks.length > 0 ? (
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-1 border-t border-stone-800 pt-6">
            {extraLinks.map((link) => (
              <li key={link.url_custom + link.title}>
                <LocalizedLink to={link.url_custom} className={linkClass}>
                  {link.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-8 flex flex-col gap-6 border-t border-stone-800 pt-6 lg:flex-row lg:items-center lg:justify-between">
          {/* The brand mark in white, whatever its colours, to read on the charcoal footer. */}
          <ContentImg
            image={entry.brand_logo}
            width={120}
            className="h-auto w-[120px] brightness-0 invert"
          />
          <nav aria-label={intl.formatMessage(m.footerLegal)}>
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-1">
              <li>
                <ConsentDialog triggerClassName={`${linkClass} cursor-pointer`} />
              </li>
              {entry.terms.map((term) => (
                <li key={term.link_custom + term.name}>
                  <LocalizedLink to={term.link_custom} className={linkClass}>
                    {term.name}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-xs text-stone-400">
            {intl.formatMessage(m.copyright, { year: copyrightYear(), copyright: entry.copyright })}
          </p>
        </div>
      </div>
    </footer>
  );
}
