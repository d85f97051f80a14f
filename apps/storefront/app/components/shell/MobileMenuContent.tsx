import { Accordion } from 'radix-ui';
import { useIntl } from 'react-intl';
import type { MainNavItem, MenuLink } from '@solo/content-model';
import { LocalizedLink, useSite } from '../../lib/site-context.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { MobileLocaleSelector } from './MobileLocaleSelector.tsx';
import { m } from './messages.ts';
import { mobileGroup } from './nav.ts';
import { visibleLinks } from './user-links.ts';

const rowClass =
  'flex min-h-12 w-full items-center justify-between gap-3 text-left hover:text-orange-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-orange-700';
/** Indentation and type per depth, so the nesting reads at a glance. */
const DEPTH_INDENT = ['', 'px-5', 'pr-5 pl-8', 'pr-5 pl-11'];
const DEPTH_TYPE = ['', 'text-base font-semibold', 'text-[15px] font-medium', 'text-sm'];
const HEADINGS = ['h2', 'h3', 'h4', 'h5'] as const;

/** One level of the mobile menu: items with children expand, the others are links. */
function MobileNavList({
  items,
  depth,
  shopAll = null,
}: {
  items: Array<{ item: MainNavItem; expandable: boolean }>;
  depth: number;
  shopAll?: MenuLink | null;
}) {
  const intl = useIntl();
  const Heading = HEADINGS[depth] ?? 'h5';
  return (
    <Accordion.Root type="single" collapsible asChild>
      <ul className={depth > 1 ? 'bg-stone-50' : 'divide-y divide-stone-200'}>
        {shopAll ? (
          <li>
            <LocalizedLink
              to={shopAll.url_custom}
              className={`${rowClass} ${DEPTH_INDENT[depth] ?? ''} text-sm font-semibold text-orange-800 underline underline-offset-4`}
            >
              {intl.formatMessage(m.shopAll, { title: shopAll.title })}
            </LocalizedLink>
          </li>
        ) : null}
        {items.map(({ item, expandable }) => {
          const key = item.url_custom + item.title;
          if (!expandable) {
            return (
              <li key={key}>
                <LocalizedLink
                  to={item.url_custom}
                  className={`${rowClass} ${DEPTH_INDENT[depth] ?? ''} ${DEPTH_TYPE[depth] ?? ''} text-stone-900`}
                >
                  {item.title}
                </LocalizedLink>
              </li>
            );
          }
          const group = mobileGroup(item, depth + 1);
          return (
            <Accordion.Item key={key} value={key} asChild>
              <li>
                <Accordion.Header asChild>
                  <Heading className="m-0">
                    <Accordion.Trigger
                      className={`group ${rowClass} ${DEPTH_INDENT[depth] ?? ''} ${DEPTH_TYPE[depth] ?? ''} text-stone-900 data-[state=open]:text-orange-800`}
                    >
                      {item.title}
                      <ChevronDownIcon
                        width={18}
                        height={18}
                        className="shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      />
                    </Accordion.Trigger>
                  </Heading>
                </Accordion.Header>
                <Accordion.Content>
                  <MobileNavList items={group.children} depth={depth + 1} shopAll={group.shopAll} />
                </Accordion.Content>
              </li>
            </Accordion.Item>
          );
        })}
      </ul>
    </Accordion.Root>
  );
}

/**
 * The mobile menu's content (spec 000 §2): main_nav as nested accordions, then the mobile user
 * links and the locale selector. Loaded when the menu first opens or its button is approached,
 * so the accordion code is not part of every page.
 */
export default function MobileMenuContent({
  items,
  userLinks,
}: {
  items: MainNavItem[];
  userLinks: MenuLink[];
}) {
  const intl = useIntl();
  const { preferences } = useSite();
  const links = visibleLinks(userLinks, preferences);
  const topLevel = items.map((item) => ({ item, expandable: Boolean(item.link?.length) }));
  return (
    <>
      <nav aria-label={intl.formatMessage(m.mobileNav)}>
        <MobileNavList items={topLevel} depth={1} />
      </nav>
      {links.length > 0 ? (
        <nav
          aria-label={intl.formatMessage(m.mobileUserNav)}
          className="border-t border-stone-200 bg-stone-100 py-2"
        >
          <ul>
            {links.map((link) => (
              <li key={link.url_custom + link.title}>
                <LocalizedLink
                  to={link.url_custom}
                  className={`${rowClass} px-5 text-sm text-stone-800`}
                >
                  {link.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <MobileLocaleSelector />
    </>
  );
}
