/**
 * PostgreSQL full-text search semantics in memory: tsvector and tsquery text parsed as the
 * database prints them, `@@` matching (with the phrase operator and a weight filter, as
 * `ts_filter`) and `ts_rank` ported from PostgreSQL's tsrank.c in single precision, so that the
 * in-memory index finds and orders exactly what the SQL did. The database still stems: documents'
 * vectors and queries come from it as text.
 */

/** A position packed as PostgreSQL does: position << 2 | weight (D 0, C 1, B 2, A 3). */
export type PackedPosition = number;
export const WEIGHT_A = 3;

export type TsQuery =
  | { op: 'val'; word: string; prefix: boolean }
  | { op: 'not'; arg: TsQuery }
  | { op: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { op: 'phrase'; left: TsQuery; right: TsQuery; distance: number };

const WEIGHT_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** Reads a quoted lexeme at `i` ('it''s' and backslash escapes); returns it and the next index. */
function quoted(text: string, i: number): [string, number] {
  let out = '';
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j]!;
    if (c === '\\') out += text[++j] ?? '';
    else if (c === "'" && text[j + 1] === "'") out += text[++j];
    else if (c === "'") return [out, j + 1];
    else out += c;
  }
  return [out, text.length];
}

/** `'fire':1A,4 'pit':2A` → lexeme → packed positions (D when no letter is printed). */
export function parseTsVector(text: string): Map<string, PackedPosition[]> {
  const out = new Map<string, PackedPosition[]>();
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    const positions: PackedPosition[] = [];
    if (text[i] === ':') {
      const end = text.indexOf(' ', i);
      const list = text.slice(i + 1, end === -1 ? undefined : end);
      for (const p of list.split(',')) {
        const letter = p.at(-1)!;
        const weight = WEIGHT_LETTER[letter];
        const pos = Number(weight === undefined ? p : p.slice(0, -1));
        positions.push((pos << 2) | (weight ?? 0));
      }
      i = end === -1 ? text.length : end;
    }
    out.set(lexeme, positions);
  }
  return out;
}

/** Parses a tsquery as PostgreSQL prints it; null for the empty query. */
export function parseTsQuery(text: string): TsQuery | null {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const primary = (): TsQuery => {
    skip();
    if (text[i] === '!') {
      i++;
      return { op: 'not', arg: primary() };
    }
    if (text[i] === '(') {
      i++;
      const inner = or();
      skip();
      i++; // ')'
      return inner;
    }
    const [word, next] = quoted(text, i);
    i = next;
    let prefix = false;
    if (text[i] === ':') {
      i++;
      while (i < text.length && /[*A-D]/.test(text[i]!)) prefix ||= text[i++] === '*';
    }
    return { op: 'val', word, prefix };
  };
  const phrase = (): TsQuery => {
    let left = primary();
    for (;;) {
      skip();
      const m = /^<(-|\d+)>/.exec(text.slice(i, i + 8));
      if (!m) return left;
      i += m[0].length;
      left = { op: 'phrase', left, right: primary(), distance: m[1] === '-' ? 1 : Number(m[1]) };
    }
  };
  const binary = (op: 'and' | 'or', symbol: string, next: () => TsQuery) => (): TsQuery => {
    let left = next();
    for (;;) {
      skip();
      if (text[i] !== symbol) return left;
      i++;
      left = { op, left, right: next() };
    }
  };
  const and = binary('and', '&', phrase);
  const or = binary('or', '|', and);
  skip();
  return i >= text.length ? null : or();
}

/** An operand of a compiled query: `n` numbers it for its postings (equal operands share one). */
export type Operand = TsQuery & { op: 'val' };

/**
 * Where the evaluator reads a document's positions. `entries[n]` lists, per document, the
 * postings of operand n (one per matching lexeme, in lexeme order: a prefix matches several) as
 * `list[start[d]] … list[start[d + 1] - 1]`; a posting p's positions are
 * `positions[posStart[p]] … positions[posStart[p + 1] - 1]`. Flat typed arrays, so that matching
 * and ranking thousands of documents allocates nothing per document.
 */
export interface DocumentPostings {
  entries: ReadonlyArray<{ start: Int32Array; list: Int32Array }>;
  posStart: Int32Array;
  positions: Uint16Array;
  /** Operand → its number in `entries`. */
  operand: (q: Operand) => number;
}

const ALL_WEIGHTS = 0b1111;
const inMask = (p: PackedPosition, mask: number) => ((mask >> (p & 3)) & 1) === 1;

function operandPositions(q: Operand, s: DocumentPostings, d: number, mask: number): number[] {
  const { start, list } = s.entries[s.operand(q)]!;
  const out: number[] = [];
  for (let i = start[d]!; i < start[d + 1]!; i++) {
    const e = list[i]!;
    for (let k = s.posStart[e]!; k < s.posStart[e + 1]!; k++) {
      const p = s.positions[k]!;
      if (inMask(p, mask)) out.push(p >> 2);
    }
  }
  return out.sort((a, b) => a - b);
}

/** Positions where a phrase subtree matches (its rightmost word's), or null for no match. */
function phrasePositions(
  q: TsQuery,
  s: DocumentPostings,
  d: number,
  mask: number,
): number[] | null {
  switch (q.op) {
    case 'val': {
      const p = operandPositions(q, s, d, mask);
      return p.length ? p : null;
    }
    case 'phrase': {
      const left = phrasePositions(q.left, s, d, mask);
      const right = left && phrasePositions(q.right, s, d, mask);
      if (!left || !right) return null;
      const at = new Set(left);
      const hits = right.filter((p) => at.has(p - q.distance));
      return hits.length ? hits : null;
    }
    case 'and': {
      const l = phrasePositions(q.left, s, d, mask);
      const r = l && phrasePositions(q.right, s, d, mask);
      return l && r ? [...new Set([...l, ...r])].sort((a, b) => a - b) : null;
    }
    case 'or': {
      const all = [
        ...new Set([
          ...(phrasePositions(q.left, s, d, mask) ?? []),
          ...(phrasePositions(q.right, s, d, mask) ?? []),
        ]),
      ].sort((a, b) => a - b);
      return all.length ? all : null;
    }
    case 'not':
      // A negation has no position of its own; websearch_to_tsquery never puts one in a phrase.
      return matches(q, s, d, mask) ? [] : null;
  }
}

function operandMatches(q: Operand, s: DocumentPostings, d: number, mask: number): boolean {
  const { start, list } = s.entries[s.operand(q)]!;
  if (mask === ALL_WEIGHTS) return start[d + 1]! > start[d]!;
  for (let i = start[d]!; i < start[d + 1]!; i++) {
    const e = list[i]!;
    for (let k = s.posStart[e]!; k < s.posStart[e + 1]!; k++)
      if (inMask(s.positions[k]!, mask)) return true;
  }
  return false;
}

/** `vector @@ query` for document d; with `mask`, only positions of those weights (ts_filter). */
export function matches(q: TsQuery, s: DocumentPostings, d: number, mask = ALL_WEIGHTS): boolean {
  switch (q.op) {
    case 'val':
      return operandMatches(q, s, d, mask);
    case 'not':
      return !matches(q.arg, s, d, mask);
    case 'and':
      return matches(q.left, s, d, mask) && matches(q.right, s, d, mask);
    case 'or':
      return matches(q.left, s, d, mask) || matches(q.right, s, d, mask);
    case 'phrase':
      return phrasePositions(q, s, d, mask) !== null;
  }
}

/** `ts_filter(vector, '{a}') @@ query`: the query matches the name (weight A) alone. */
export const matchesName = (q: TsQuery, s: DocumentPostings, d: number) =>
  matches(q, s, d, 1 << WEIGHT_A);

/** Every operand of a query, in PostgreSQL's item order (pre-order, right operand first). */
export function operandsOf(q: TsQuery): Operand[] {
  const items: Operand[] = [];
  const walk = (n: TsQuery) => {
    if (n.op === 'val') items.push(n);
    else if (n.op === 'not') walk(n.arg);
    else {
      walk(n.right);
      walk(n.left);
    }
  };
  walk(q);
  return items;
}

/** The operands ts_rank reads: sorted by word, de-duplicated by word (the first one stays). */
export function rankOperands(q: TsQuery): Operand[] {
  const sorted = operandsOf(q)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.word < b.item.word ? -1 : a.item.word > b.item.word ? 1 : a.i - b.i))
    .map((x) => x.item);
  return sorted.filter((item, i) => i === 0 || item.word !== sorted[i - 1]!.word);
}

const f = Math.fround;
/** ts_rank's default weights of D, C, B and A. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];
const wpos = (p: PackedPosition) => WEIGHTS[p & 3]!;

/** tsrank.c's word_distance for distances 0 … 100 (past 100 it is 1e-30), computed once. */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, w) =>
  f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))),
);
const wordDistance = (w: number): number => (w > 100 ? f(1e-30) : WORD_DISTANCE[w]!);

function rankOr(items: readonly Operand[], s: DocumentPostings, d: number): number {
  let res = f(0);
  for (const item of items) {
    const { start, list } = s.entries[s.operand(item)]!;
    for (let i = start[d]!; i < start[d + 1]!; i++) {
      const e = list[i]!;
      let resj = f(0);
      let wjm = f(-1);
      let jm = 0;
      for (let k = s.posStart[e]!, j = 0; k < s.posStart[e + 1]!; k++, j++) {
        const w = wpos(s.positions[k]!);
        resj = f(resj + f(w / ((j + 1) * (j + 1))));
        if (w > wjm) {
          wjm = w;
          jm = j;
        }
      }
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  return items.length > 0 ? f(res / items.length) : res;
}

function rankAnd(items: readonly Operand[], s: DocumentPostings, d: number): number {
  if (items.length < 2) return rankOr(items, s, d);
  // The last entry seen of each operand, as tsrank.c keeps it.
  const last = new Int32Array(items.length).fill(-1);
  let res = f(-1);
  for (let i = 0; i < items.length; i++) {
    const { start, list } = s.entries[s.operand(items[i]!)]!;
    for (let x = start[d]!; x < start[d + 1]!; x++) {
      const e = list[x]!;
      last[i] = e;
      for (let k = 0; k < i; k++) {
        const c = last[k]!;
        if (c < 0) continue;
        for (let l = s.posStart[e]!; l < s.posStart[e + 1]!; l++) {
          const pl = s.positions[l]!;
          for (let p = s.posStart[c]!; p < s.posStart[c + 1]!; p++) {
            const pp = s.positions[p]!;
            const dist = Math.abs((pl >> 2) - (pp >> 2));
            if (!dist) continue;
            const curw = f(Math.sqrt(f(f(wpos(pl) * wpos(pp)) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** `ts_rank(vector, query)`: default weights, no normalisation, single precision. */
export function tsRank(q: TsQuery, items: readonly Operand[], s: DocumentPostings, d: number) {
  const res = q.op === 'and' || q.op === 'phrase' ? rankAnd(items, s, d) : rankOr(items, s, d);
  return res < 0 ? f(1e-20) : res;
}
