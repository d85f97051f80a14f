import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import type { MainNavItem } from '@solo/content-model';
import { LocalizedLink } from '../../lib/site-context.tsx';
import { ContentImg } from './ContentImg.tsx';
import { useHydrated } from './hooks.ts';
import { ChevronDownIcon } from './icons.tsx';
import { m } from './messages.ts';
import { panelLayout } from './nav.ts';

/** Spec 000 §4: hovering a menu item opens its sub-menu after 500 ms. */
export const MEGA_MENU_HOVER_DELAY_MS = 500;

/** app.css: repeated on every top-level menu item. */
const topLevelClass = 'group nav-top-link';
const panelLinkClass =
  'rounded-sm text-sm text-stone-700 hover:text-orange-800 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700';

function Panel({ item, id, hidden }: { item: MainNavItem; id: string; hidden: boolean }) {
  const intl = useIntl();
  const { columns, columnCount, shopAll } = panelLayout(item);
  return (
    <div
      id={id}
      hidden={hidden}
      data-mega-panel
      className="absolute inset-x-0 top-full z-40 border-t border-stone-200 bg-white shadow-[0_24px_48px_-24px_rgb(28_25_23/0.35)]"
    >
      <div className="mx-auto max-w-[2200px] px-10 pt-8 pb-10">
        {shopAll ? (
          <LocalizedLink
            to={item.url_custom}
            className={`${panelLinkClass} mb-6 inline-block font-semibold text-orange-800`}
          >
            {intl.formatMessage(m.shopAll, { title: item.title })}
          </LocalizedLink>
        ) : null}
        <ul
          className="grid gap-x-10 gap-y-8"
          style={{ gridTemplateColumns: `repeat(${columnCount}, minmax(0, 17rem))` }}
        >
          {columns.map((column) => (
            <li key={column.url_custom + column.title}>
              <LocalizedLink
                to={column.url_custom}
                className="group block rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-700"
              >
                {column.item_image ? (
                  <ContentImg
                    image={column.item_image}
                    width={272}
                    decorative
                    className="mb-3 aspect-[4/3] w-full rounded-md bg-stone-100 object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                  />
                ) : null}
                <span className="text-sm font-semibold tracking-[0.08em] text-stone-950 uppercase group-hover:text-orange-800 group-hover:underline group-hover:underline-offset-4">
                  {column.title}
                </span>
              </LocalizedLink>
              {column.link?.length ? (
                <ul className="mt-3 space-y-2.5">
                  {column.link.map((leaf) => (
                    <li key={leaf.url_custom + leaf.title}>
                      <LocalizedLink to={leaf.url_custom} className={panelLinkClass}>
                        {leaf.title}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {item.secondary_links?.length ? (
          <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-2 border-t border-stone-200 pt-5">
            {item.secondary_links.map((link) => (
              <li key={link.url_custom + link.title}>
                <LocalizedLink to={link.url_custom} className={`${panelLinkClass} text-stone-600`}>
                  {link.title}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The desktop mega menu (spec 000 §2, §4). Before hydration every top-level item is a plain link.
 * Afterwards items with children are disclosure buttons: hover opens after 500 ms and leaving
 * closes; Enter, Space or ArrowDown opens and moves focus into the panel; Escape closes and
 * returns focus; focus leaving the item closes it.
 */
export function MegaMenu({
  items,
  onOpenChange,
}: {
  items: MainNavItem[];
  onOpenChange?: (open: boolean) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const baseId = useId();
  const location = useLocation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [seenKey, setSeenKey] = useState(location.key);
  const hoverTimer = useRef<number | undefined>(undefined);
  const focusPanelOnOpen = useRef(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Array<HTMLLIElement | null>>([]);

  // A click on a panel link navigates: close the panel with the new page.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (openIndex !== null) setOpenIndex(null);
  }

  // The header turns solid while a panel is open (spec 000 §4).
  const isOpen = openIndex !== null;
  useEffect(() => onOpenChange?.(isOpen), [isOpen, onOpenChange]);

  useEffect(() => {
    if (openIndex === null || !focusPanelOnOpen.current) return;
    focusPanelOnOpen.current = false;
    panels.current[openIndex]?.querySelector<HTMLElement>('[data-mega-panel] a')?.focus();
  }, [openIndex]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // Escape closes the open panel; focus inside it goes back to its button.
  useEffect(() => {
    if (openIndex === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = panels.current[openIndex];
      if (item?.contains(document.activeElement)) buttons.current[openIndex]?.focus();
      setOpenIndex(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openIndex]);

  const openWithKeyboard = (index: number) => {
    focusPanelOnOpen.current = true;
    if (openIndex === index)
      panels.current[index]?.querySelector<HTMLElement>('[data-mega-panel] a')?.focus();
    else setOpenIndex(index);
  };
  const onClick = (index: number) => (event: MouseEvent) => {
    window.clearTimeout(hoverTimer.current);
    // detail 0: the click came from Enter or Space, so focus follows into the panel.
    if (event.detail === 0 && openIndex !== index) openWithKeyboard(index);
    else setOpenIndex(openIndex === index ? null : index);
  };
  const onButtonKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openWithKeyboard(index);
  };

  return (
    <nav aria-label={intl.formatMessage(m.mainNav)} className="hidden h-full lg:block">
      <ul className="flex h-full items-stretch">
        {items.map((item, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const hasPanel = hydrated && Boolean(item.link?.length);
          if (!hasPanel) {
            return (
              <li key={item.url_custom + item.title} className="flex">
                <LocalizedLink to={item.url_custom} className={topLevelClass}>
                  {item.title}
                </LocalizedLink>
              </li>
            );
          }
          const open = openIndex === index;
          return (
            <li
              key={item.url_custom + item.title}
              ref={(el) => {
                panels.current[index] = el;
              }}
              className="flex"
              onPointerEnter={(e) => {
                if (e.pointerType !== 'mouse') return;
                window.clearTimeout(hoverTimer.current);
                hoverTimer.current = window.setTimeout(
                  () => setOpenIndex(index),
                  MEGA_MENU_HOVER_DELAY_MS,
                );
              }}
              onPointerLeave={(e) => {
                if (e.pointerType !== 'mouse') return;
                window.clearTimeout(hoverTimer.current);
                if (open) setOpenIndex(null);
              }}
              onBlur={(e) => {
                if (open && !e.currentTarget.contains(e.relatedTarget)) setOpenIndex(null);
              }}
            >
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={onClick(index)}
                onKeyDown={onButtonKeyDown(index)}
                className={topLevelClass}
              >
                {item.title}
                <ChevronDownIcon
                  width={14}
                  height={14}
                  className="transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
              <Panel item={item} id={panelId} hidden={!open} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
