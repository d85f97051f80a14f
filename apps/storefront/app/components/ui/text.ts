/**
 * Characters that are the same in every language, so they are not messages: the space between
 * two inline parts (each its own message) and decorative glyphs hidden from screen readers, whose
 * meaning a message beside them carries. Separate constants, so a page ships only those it uses.
 */
export const SPACE = ' ';

export const GLYPH_CLOSE = '×';
export const GLYPH_MINUS = '−';
export const GLYPH_PLUS = '+';
/** Between breadcrumb links. */
export const GLYPH_CRUMB = '/';
export const GLYPH_PREVIOUS = '‹';
export const GLYPH_NEXT = '›';
/** Pages left out of a pagination. */
export const GLYPH_GAP = '…';
/** Between facts on one line (date · items · total). */
export const GLYPH_DOT = ' · ';
export const GLYPH_RULE_MET = '✓ ';
export const GLYPH_RULE_UNMET = '✗ ';
export const GLYPH_RULE_OPEN = '• ';
/** Five rating stars, drawn as text (components/reviews/Stars.tsx). */
export const GLYPH_STARS = '★★★★★';
