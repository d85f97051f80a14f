/**
 * Etching rules shared by the storefront (the modal cuts and previews) and the commerce service
 * (the basket re-checks what a client sent): spec 001 §3 etching fields, §5 etching text, §9
 * "Etching text 2 lines x 16 chars", "Etching team allow lists per college, NFL and NHL, US only".
 * Pure and small: the product page's etching modal imports it.
 */

/** The product option that carries the etching choice (spec 001 §3 options: etchingType). */
export const ETCHING_OPTION_ID = 'etchingType';

/** The option value of a line without etching (spec 001 §4 "reset to the 'noEtching' option"). */
export const NO_ETCHING = 'noEtching';

/** Etching types in the order the modal's first step lists them (spec 001 §2, §3 type). */
export const ETCHING_TYPES = ['customText', 'college', 'nfl', 'nhl', 'group'] as const;
export type EtchingType = (typeof ETCHING_TYPES)[number];

/** The types that etch a team logo from the league's allow-list. */
export const TEAM_ETCHING_TYPES = ['college', 'nfl', 'nhl'] as const;
export type TeamEtchingType = (typeof TEAM_ETCHING_TYPES)[number];

export const isEtchingType = (v: string): v is EtchingType =>
  (ETCHING_TYPES as readonly string[]).includes(v);
export const isTeamEtchingType = (v: string): v is TeamEtchingType =>
  (TEAM_ETCHING_TYPES as readonly string[]).includes(v);

/** Spec 001 §5, §9: at most 2 lines of at most 16 characters each. */
export const ETCHING_MAX_LINES = 2;
export const ETCHING_LINE_LENGTH = 16;

/**
 * The characters a line may hold (docs/decisions/etching.md): Latin letters with their accents,
 * digits, the space and . , ' & ! ? # @ - / — what the laser's engraving font draws. Anything
 * else (emoji, other scripts, control characters, markup) is refused by the basket and dropped
 * as typed by the modal.
 */
const ETCHING_CHARACTER = /[\p{Script=Latin}\p{Nd} .,'&!?#@\-/]/u;

/** A team of a league's allow-list, as the catalog's etching option value carries it. */
export interface EtchingTeam {
  /** Stable id within its league, e.g. `chicago-bears`. */
  id: string;
  /** The name shown to shoppers and kept on the basket line (`c_etchingTeamName`). */
  name: string;
  /** The artwork file the workshop etches (`c_etchingFileName`). */
  fileName: string;
}

const lettersOf = (line: string) => [...line];

/**
 * What the modal keeps of what a shopper typed: characters outside the set dropped, at most
 * 2 lines, each cut at 16 characters (spec 001 §5 "excess cut"). Lines are separated by `\n`.
 */
export function cutEtchingText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, ETCHING_MAX_LINES)
    .map((line) =>
      lettersOf(line)
        .filter((ch) => ETCHING_CHARACTER.test(ch))
        .slice(0, ETCHING_LINE_LENGTH)
        .join(''),
    )
    .join('\n');
}

/** Lines of an etching text, trimmed, empty ones left out. */
export const etchingLines = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** An etching preview image is one of the store's own images (`/images/...`), never another origin. */
export const isEtchingImagePath = (v: string): boolean =>
  /^\/images\/[A-Za-z0-9/_.-]{1,300}$/.test(v);

/** Why `text` cannot be etched; undefined when it can (what the basket re-checks). */
export function etchingTextProblem(text: string): string | undefined {
  const lines = text.split('\n');
  if (!etchingLines(text).length) return 'must hold at least one character';
  if (lines.length > ETCHING_MAX_LINES) return `must be at most ${ETCHING_MAX_LINES} lines`;
  if (lines.some((l) => lettersOf(l).length > ETCHING_LINE_LENGTH))
    return `must be at most ${ETCHING_LINE_LENGTH} characters per line`;
  if (lines.some((l) => lettersOf(l).some((ch) => !ETCHING_CHARACTER.test(ch))))
    return "may hold only letters, digits, spaces and . , ' & ! ? # @ - /";
  return undefined;
}
