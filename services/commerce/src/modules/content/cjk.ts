/**
 * Chinese and Japanese write no spaces between words, and Korean attaches particles to them
 * ("피자를"), so PostgreSQL's parsers would index a whole clause as one word and no search
 * would find a post by any word in it. Runs of these scripts are cut into overlapping pairs of
 * characters (the usual bigram indexing of CJK search engines), in documents and queries alike:
 * "披萨炉" becomes "披萨 萨炉", which a query for 披萨 matches.
 */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;

export function cjkBigrams(text: string): string {
  return text.replace(CJK_RUN, (run) => {
    const chars = [...run];
    if (chars.length < 3) return ` ${run} `;
    const pairs = chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
    return ` ${pairs.join(' ')} `;
  });
}
