/**
 * Characters that are the same in every language, so they are not messages: the space between
 * two inline parts (each its own message) and decorative glyphs hidden from screen readers, whose
 * meaning a message beside them carries. The literal-string lint rule allows these names only.
 */
export const SPACE = ' ';

export const GLYPH = {
  close: '×',
  minus: '−',
  plus: '+',
  /** Between breadcrumb links. */
  crumb: '/',
  previous: '‹',
  next: '›',
  /** Pages left out of a pagination. */
  gap: '…',
  /** Between facts on one line (date · items · total). */
  dot: ' · ',
  ruleMet: '✓ ',
  ruleUnmet: '✗ ',
  ruleOpen: '• ',
} as const;
