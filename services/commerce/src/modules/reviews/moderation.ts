/**
 * Which reviews wait for an operator (docs/decisions/first-party-reviews.md): one that links
 * elsewhere (a URL, `www.`, an address that looks like a domain or an email) or holds a blocked
 * word is held as pending; any other is approved at once. Pure, so every rule is unit-tested.
 */
import { BLOCKED_WORDS } from './blocked-words.ts';
import type { ReviewHold } from '@solo/db/schema';

/**
 * Top-level domains a spammer's link ends in: the generic ones and the country codes of the
 * markets the store sells in. "3.5 stars" or "e.g." never match; "solo.stove" neither.
 */
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'shop',
  'store',
  'xyz',
  'online',
  'site',
  'top',
  'app',
  'dev',
  'link',
  'click',
  'club',
  'live',
  'me',
  'tv',
  'ly',
  'ru',
  'cn',
  'us',
  'uk',
  'ca',
  'au',
  'eu',
  'de',
  'fr',
  'nl',
  'be',
  'at',
  'ch',
  'it',
  'es',
  'pt',
  'se',
  'dk',
  'no',
  'fi',
  'pl',
  'ie',
  'nz',
];

const URL_SCHEME = /\b(?:https?|ftp):\/\//i;
const WWW = /\bwww\./i;
/**
 * `name.tld` (also inside `a@name.tld` or `name.tld/path`) or spelled out, `name dot tld` /
 * `name (dot) tld`. A dot followed by a space is a sentence's end ("Works. No smoke"), not a link.
 */
const DOMAIN = new RegExp(
  `[\\p{L}\\p{N}](?:\\.|\\s\\(?dot\\)?\\s)(?:${TLDS.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * The text as the rules read it: NFKC folds full-width and other look-alike characters
 * ("ｗｗｗ．" → "www."), zero-width characters are dropped so they cannot split a word or a link,
 * and case is folded.
 */
export function normalizeForRules(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .toLowerCase();
}

export function containsLink(text: string): boolean {
  const t = normalizeForRules(text);
  return URL_SCHEME.test(t) || WWW.test(t) || DOMAIN.test(t);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One expression for the whole list: each word whole, with any spacing inside phrases. */
const BLOCKED = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${BLOCKED_WORDS.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

export function containsBlockedWord(text: string): boolean {
  return BLOCKED.test(normalizeForRules(text));
}

/** Why these texts must wait for an operator; empty: publish at once. */
export function holdsFor(...texts: string[]): ReviewHold[] {
  const all = texts.join('\n');
  const held: ReviewHold[] = [];
  if (containsLink(all)) held.push('link');
  if (containsBlockedWord(all)) held.push('blocked-word');
  return held;
}
