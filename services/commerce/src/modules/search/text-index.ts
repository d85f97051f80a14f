import {
  matches,
  operandsOf,
  parseTsVector,
  type DocumentPostings,
  type Operand,
  type TsQuery,
} from './tsearch.ts';

const operandKey = (q: Operand) => (q.prefix ? `${q.word}:*` : q.word);

/** A query compiled against one text index: its operands' postings and the matching documents. */
export interface CompiledQuery extends DocumentPostings {
  query: TsQuery;
  /** Documents matching the query, ascending. */
  matching: Int32Array;
}

/**
 * An inverted index over tsvectors (as PostgreSQL prints them), in flat typed arrays: lexemes in
 * byte order (PostgreSQL's), each lexeme's postings (document, positions) in document order.
 * Documents are numbered 0 … size-1 in the order they were given.
 */
export class TextIndex {
  readonly size: number;
  private readonly lexemes: string[];
  /** Lexeme l's postings are lexStart[l] … lexStart[l + 1] - 1. */
  private readonly lexStart: Int32Array;
  private readonly postDoc: Int32Array;
  private readonly posStart: Int32Array;
  private readonly positions: Uint16Array;

  private constructor(
    size: number,
    lexemes: string[],
    lexStart: Int32Array,
    postDoc: Int32Array,
    posStart: Int32Array,
    positions: Uint16Array,
  ) {
    this.size = size;
    this.lexemes = lexemes;
    this.lexStart = lexStart;
    this.postDoc = postDoc;
    this.posStart = posStart;
    this.positions = positions;
  }

  /** Builds the index in two passes over the vectors: count, then fill, so nothing grows. */
  static build(vectors: readonly string[]): TextIndex {
    const counts = new Map<string, { postings: number; positions: number }>();
    for (const v of vectors)
      for (const [lexeme, positions] of parseTsVector(v)) {
        const c = counts.get(lexeme) ?? { postings: 0, positions: 0 };
        c.postings++;
        c.positions += positions.length;
        counts.set(lexeme, c);
      }
    const lexemes = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = new Map(lexemes.map((l, i) => [l, i]));
    const lexStart = new Int32Array(lexemes.length + 1);
    const lexPos = new Int32Array(lexemes.length + 1);
    lexemes.forEach((l, i) => {
      const c = counts.get(l)!;
      lexStart[i + 1] = lexStart[i]! + c.postings;
      lexPos[i + 1] = lexPos[i]! + c.positions;
    });
    const total = lexStart[lexemes.length]!;
    const postDoc = new Int32Array(total);
    const posStart = new Int32Array(total + 1);
    const positions = new Uint16Array(lexPos[lexemes.length]!);
    const nextPosting = lexStart.slice(0, -1);
    const nextPosition = lexPos.slice(0, -1);
    vectors.forEach((v, doc) => {
      for (const [lexeme, list] of parseTsVector(v)) {
        const l = ids.get(lexeme)!;
        const p = nextPosting[l]!++;
        postDoc[p] = doc;
        posStart[p] = nextPosition[l]!;
        positions.set(list, nextPosition[l]);
        nextPosition[l]! += list.length;
      }
    });
    posStart[total] = positions.length;
    return new TextIndex(vectors.length, lexemes, lexStart, postDoc, posStart, positions);
  }

  /** Bytes held by the typed arrays (the lexeme strings come on top). */
  get bytes(): number {
    return (
      this.lexStart.byteLength +
      this.postDoc.byteLength +
      this.posStart.byteLength +
      this.positions.byteLength
    );
  }

  /** Lexemes equal to the word, or starting with it for a prefix: [from, to). */
  private lexemeRange(q: Operand): [number, number] {
    let lo = 0;
    let hi = this.lexemes.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lexemes[mid]! < q.word) lo = mid + 1;
      else hi = mid;
    }
    if (!q.prefix) return this.lexemes[lo] === q.word ? [lo, lo + 1] : [lo, lo];
    let end = lo;
    while (end < this.lexemes.length && this.lexemes[end]!.startsWith(q.word)) end++;
    return [lo, end];
  }

  /** An operand's postings grouped by document (a counting sort: lexeme order kept within one). */
  private operandPostings(q: Operand): { start: Int32Array; list: Int32Array } {
    const [from, to] = this.lexemeRange(q);
    const start = new Int32Array(this.size + 1);
    const first = this.lexStart[from]!;
    const last = this.lexStart[to]!;
    for (let p = first; p < last; p++) start[this.postDoc[p]! + 1]!++;
    for (let d = 0; d < this.size; d++) start[d + 1]! += start[d]!;
    const list = new Int32Array(last - first);
    const fill = start.slice(0, -1);
    for (let p = first; p < last; p++) list[fill[this.postDoc[p]!]!++] = p;
    return { start, list };
  }

  /** Documents that may match: exact for operands, and/or; a negation or phrase narrows later. */
  private candidates(q: TsQuery, s: DocumentPostings): Uint8Array {
    const out = new Uint8Array(this.size);
    switch (q.op) {
      case 'val': {
        const { start } = s.entries[s.operand(q)]!;
        for (let d = 0; d < this.size; d++) out[d] = start[d + 1]! > start[d]! ? 1 : 0;
        return out;
      }
      case 'not':
        return out.fill(1);
      case 'or': {
        const l = this.candidates(q.left, s);
        const r = this.candidates(q.right, s);
        for (let d = 0; d < this.size; d++) out[d] = l[d]! | r[d]!;
        return out;
      }
      default: {
        const l = this.candidates(q.left, s);
        const r = this.candidates(q.right, s);
        for (let d = 0; d < this.size; d++) out[d] = l[d]! & r[d]!;
        return out;
      }
    }
  }

  /**
   * Compiles queries against this index: the postings of every operand of any of them (so one
   * document can be matched and ranked against each), and the documents the first one matches.
   */
  compile(query: TsQuery, ...others: Array<TsQuery | null>): CompiledQuery {
    const byKey = new Map<string, number>();
    // By node as well: the evaluator asks per document, and an object lookup allocates nothing.
    const byNode = new Map<Operand, number>();
    const entries: Array<{ start: Int32Array; list: Int32Array }> = [];
    for (const q of [query, ...others].flatMap((x) => (x ? operandsOf(x) : []))) {
      const key = operandKey(q);
      let n = byKey.get(key);
      if (n === undefined) {
        n = entries.length;
        byKey.set(key, n);
        entries.push(this.operandPostings(q));
      }
      byNode.set(q, n);
    }
    const postings: DocumentPostings = {
      entries,
      posStart: this.posStart,
      positions: this.positions,
      operand: (q) => byNode.get(q)!,
    };
    const maybe = this.candidates(query, postings);
    const hits: number[] = [];
    for (let d = 0; d < this.size; d++) if (maybe[d] && matches(query, postings, d)) hits.push(d);
    return { ...postings, query, matching: Int32Array.from(hits) };
  }
}
