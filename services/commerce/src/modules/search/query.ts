import { isFlagRefinement, type FlagRefinement } from './constants.ts';
import { words } from './text.ts';

export interface ParsedQuery {
  /** Plain words in the order typed, lower-case; each is completed or corrected on its own. */
  words: string[];
  /** Quoted phrases and exclusions in web-search syntax (`"fire pit"`, `-"gas"`), kept as typed. */
  operators: string[];
}

/**
 * Splits a shopper's query the way web search engines read it: `"…"` is a phrase, a leading `-`
 * excludes, everything else is plain words.
 */
export function parseQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = { words: [], operators: [] };
  for (const match of q.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    const [, minus, quoted, token] = match;
    if (quoted !== undefined) {
      const phrase = words(quoted).join(' ');
      if (phrase) parsed.operators.push(`${minus}"${phrase}"`);
    } else if (token?.startsWith('-')) {
      const excluded = words(token).join(' ');
      if (excluded) parsed.operators.push(`-"${excluded}"`);
    } else if (token) {
      parsed.words.push(...words(token));
    }
  }
  return parsed;
}

/** A price refinement range in minor units: min inclusive, max exclusive, max null when open. */
export interface PriceRange {
  min: number;
  max: number | null;
}

export interface Refinements {
  /** cgid values: each includes its subcategories. */
  categories: string[] | null;
  prices: PriceRange[] | null;
  /** Stored attribute values by refinement id, e.g. { c_color: ['black', 'blue'] }. */
  facets: Record<string, string[]>;
  flags: FlagRefinement[];
  /** The refinements as requested (values joined by `|`), echoed as selectedRefinements. */
  selected: Record<string, string>;
}

export const NO_REFINEMENTS: Refinements = {
  categories: null,
  prices: null,
  facets: {},
  flags: [],
  selected: {},
};

const PRICE_RANGE = /^\((\d+(?:\.\d{1,2})?)\.\.(\d+(?:\.\d{1,2})?)?\)$/;
const ATTRIBUTE = /^c_[A-Za-z][A-Za-z0-9_]*$/;

const toMinor = (major: string): number => Math.round(Number(major) * 100);

function parsePrice(value: string): PriceRange | string {
  const match = PRICE_RANGE.exec(value);
  if (!match) return `price ranges look like (10..50) or (500..), got "${value}"`;
  const min = toMinor(match[1]!);
  const max = match[2] === undefined ? null : toMinor(match[2]);
  if (max !== null && max <= min) return `price range ${value} is empty`;
  return { min, max };
}

/**
 * Parses repeated `refine` parameters (`cgid=fire-pits`, `price=(0..50)`, `c_color=black|blue`).
 * Values of one attribute are OR-ed, attributes AND-ed; an attribute given twice adds values.
 * Returns the error message for the first malformed refinement.
 */
export function parseRefinements(refine: readonly string[]): Refinements | string {
  const out: Refinements = { categories: null, prices: null, facets: {}, flags: [], selected: {} };
  for (const item of refine) {
    const eq = item.indexOf('=');
    const id = eq > 0 ? item.slice(0, eq) : '';
    const values = eq > 0 ? item.slice(eq + 1).split('|') : [];
    if (!id || values.some((v) => v === ''))
      return `refinements look like attribute=value|value, got "${item}"`;
    if (id === 'cgid') {
      out.categories = [...(out.categories ?? []), ...values];
    } else if (id === 'price') {
      const ranges: PriceRange[] = [];
      for (const value of values) {
        const range = parsePrice(value);
        if (typeof range === 'string') return range;
        ranges.push(range);
      }
      out.prices = [...(out.prices ?? []), ...ranges];
    } else if (isFlagRefinement(id)) {
      if (values.some((v) => v !== 'true')) return `${id} takes the value true`;
      if (!out.flags.includes(id)) out.flags.push(id);
    } else if (ATTRIBUTE.test(id)) {
      out.facets[id] = [...(out.facets[id] ?? []), ...values];
    } else {
      return `unknown refinement "${id}": use cgid, price or a c_ attribute of the refinements`;
    }
    out.selected[id] = out.selected[id]
      ? `${out.selected[id]}|${values.join('|')}`
      : values.join('|');
  }
  return out;
}
