/**
 * Trigram similarity as pg_trgm computes it for a word: the word lower-cased, padded with two
 * spaces in front and one behind, its distinct three-letter runs; similarity is the shared runs
 * over all runs of both. Used to find the dictionary words nearest a typo.
 */
export function trigrams(word: string): Set<string> {
  const out = new Set<string>();
  for (const w of word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...w, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let common = 0;
  for (const t of a) if (b.has(t)) common++;
  const union = a.size + b.size - common;
  // pg_trgm computes in single precision.
  return union === 0 ? 0 : Math.fround(common / union);
}
