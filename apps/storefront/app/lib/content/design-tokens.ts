/**
 * The design tokens of the storefront, read from the `@theme` block of app.css so the style guide
 * shows what the pages use and never a copy that drifts from it.
 */

export type TokenKind = 'color' | 'breakpoint' | 'container' | 'font' | 'other';

export interface DesignToken {
  /** The custom property without its dashes: "color-brand". */
  name: string;
  value: string;
  kind: TokenKind;
}

const KINDS: Array<[prefix: string, kind: TokenKind]> = [
  ['color-', 'color'],
  ['breakpoint-', 'breakpoint'],
  ['container-', 'container'],
  ['font-', 'font'],
];

const kindOf = (name: string): TokenKind =>
  KINDS.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'other';

/** Custom properties declared in the stylesheet's `@theme { … }` blocks, in order. */
export function themeTokens(css: string): DesignToken[] {
  const tokens: DesignToken[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.matchAll(/@theme\s*\{([^}]*)\}/g)) {
    for (const declaration of block[1]!.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
      const name = declaration[1]!;
      tokens.push({ name, value: declaration[2]!.trim(), kind: kindOf(name) });
    }
  }
  return tokens;
}
