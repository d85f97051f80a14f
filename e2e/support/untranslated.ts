import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const LANG_DIR = join(import.meta.dirname, '../../apps/storefront/app/i18n/lang');
const CONTENT_ENTRIES = join(import.meta.dirname, '../../packages/fixtures/content/entries');
const leaves = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(leaves)
      : [];
const read = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LANG_DIR, `${name}.json`), 'utf8')) as Record<string, unknown>;

/** Messages without arguments, plural or tags: the ones a page shows word for word. */
const isPlain = (text: string) => !/[{}<]/.test(text) && /\p{L}{2}/u.test(text);

/**
 * The English shell texts a page in `catalogue` must not show: every plain English message whose
 * text in that catalogue (and its fallbacks: fr-CA on fr) is different. A text that is the same in
 * both languages ("OK", a brand name) is not a finding. `pseudo` names the pseudo-locale, which
 * differs everywhere.
 */
export function englishShellTexts(catalogue: string): Map<string, string> {
  const en = read('en') as Record<string, { defaultMessage: string }>;
  const chain: Record<string, string> = {};
  if (catalogue !== 'pseudo') {
    for (const name of new Set([catalogue.split('-')[0]!, catalogue])) {
      if (existsSync(join(LANG_DIR, `${name}.json`)))
        Object.assign(chain, read(name) as Record<string, string>);
    }
  } else {
    // The pseudo-locale changes messages only: the content entries stay English, and a content
    // text that happens to equal a message ("Gift Cards") is content, not a bypassed message.
    const english = (readdirSync(CONTENT_ENTRIES, { recursive: true }) as string[]).filter((f) =>
      /(^|[/\\])en(-[a-z]{2})?\.json$/.test(f),
    );
    for (const file of english)
      for (const text of leaves(
        (JSON.parse(readFileSync(join(CONTENT_ENTRIES, file), 'utf8')) as { body: unknown }).body,
      ))
        chain[`content:${file}:${text}`] = text;
    // A message every language writes as English does (PayPal, Apple Pay) is a name, not text
    // to translate, and the express buttons show the brand's own name.
    const languages = readdirSync(LANG_DIR)
      .map((f) => f.replace(/\.json$/, ''))
      .filter((name) => name !== 'en' && !name.includes('-'))
      .map((name) => read(name) as Record<string, string>);
    for (const [id, { defaultMessage }] of Object.entries(en))
      if (languages.every((messages) => messages[id] === defaultMessage))
        chain[`name:${id}`] = defaultMessage;
  }
  // A word both languages write alike ("Filter" in German too) is no finding wherever it shows.
  const translated = new Set(Object.values(chain));
  const texts = new Map<string, string>();
  for (const [id, { defaultMessage }] of Object.entries(en)) {
    if (!isPlain(defaultMessage) || translated.has(defaultMessage)) continue;
    texts.set(defaultMessage, id);
  }
  return texts;
}

/**
 * Every text a shopper meets on the page: each text node's trimmed text and the accessible texts
 * of attributes (aria-label, placeholder, title, alt), as the page shows them now.
 */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,noscript,template')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The English shell texts the page shows, with their message ids: none is the goal. */
export async function untranslatedTexts(page: Page, catalogue: string): Promise<string[]> {
  const english = englishShellTexts(catalogue);
  const found = new Set<string>();
  for (const text of await shownTexts(page)) {
    const id = english.get(text);
    if (id) found.add(`${id}: "${text}"`);
  }
  return [...found];
}

/**
 * Controls that a longer text pushes out of their box: a button, link, input or label whose right
 * edge passes its parent's (a clipped or overlapping layout), and a page wider than the window.
 * Hidden elements and scrolling rows (carousels) are left out.
 */
export async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, input, label, select')) {
      // The box it sits in: `display: contents` wrappers have none of their own.
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents')
        parent = parent.parentElement;
      if (!parent || el.closest('[aria-hidden="true"], .sr-only')) continue;
      const box = el.getBoundingClientRect();
      // Not shown, or parked off screen (a closed drawer's controls).
      if (box.width === 0 || box.height === 0 || box.left >= window.innerWidth || box.right <= 0)
        continue;
      const scroller = (node: Element | null): boolean => {
        for (let n = node; n && n !== document.body; n = n.parentElement) {
          const { overflowX } = getComputedStyle(n);
          if (overflowX === 'auto' || overflowX === 'scroll') return true;
        }
        return false;
      };
      if (scroller(parent)) continue;
      const outer = parent.getBoundingClientRect();
      if (box.right > outer.right + 1 && getComputedStyle(parent).display !== 'inline')
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" passes its box by ${Math.round(box.right - outer.right)}px`,
        );
    }
    return found;
  });
}
