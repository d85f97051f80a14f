/**
 * The hero's styling rules (spec 000 §3 Hero visualization and spacing), turned into CSS from
 * content values that are checked first: lengths, pixel counts and colours only, so content
 * cannot add other declarations to a style attribute.
 */
import type { CSSProperties } from 'react';
import type { HeroVisualization, Sides, Spacing } from '@solo/content-model';

/** The largest spacing, radius and blur a content value may ask for, in px. */
const MAX_PX = { spacing: 400, radius: 200, blur: 40 } as const;

/** "40rem", "50%", "320px" and the like; anything else is dropped. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return /^\d{1,4}(\.\d{1,3})?(px|rem|em|%|vw|vh|svh|ch)$/.test(v) ? v : undefined;
}

const px = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? Math.min(value, max)
    : undefined;

function sides(prefix: 'margin' | 'padding', s: Sides | undefined): CSSProperties {
  const out: Record<string, number> = {};
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const value = px(s?.[side], MAX_PX.spacing);
    if (value !== undefined) out[`${prefix}${side[0]!.toUpperCase()}${side.slice(1)}`] = value;
  }
  return out;
}

/** Margin and padding per side in px (spec 000 §3 Hero spacing, Button spacing). */
export const spacingStyle = (spacing: Spacing | undefined): CSSProperties => ({
  ...sides('margin', spacing?.margin),
  ...sides('padding', spacing?.padding),
});

/** `#rgb`/`#rrggbb` with an opacity of 0–100 % as rgba(); undefined without a hex colour. */
export function rgba(color: unknown, opacity: unknown = 100): string | undefined {
  const hex =
    typeof color === 'string'
      ? /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
      : undefined;
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  const alpha =
    typeof opacity === 'number' && Number.isFinite(opacity)
      ? Math.min(Math.max(opacity, 0), 100) / 100
      : 1;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The content box of a hero: its background colour at its opacity, the blur behind it, its
 * width bounds and its corner radius (spec 000 §3 visualization).
 */
export function contentBoxStyle(v: HeroVisualization | undefined): CSSProperties {
  const blur = px(v?.background_blur, MAX_PX.blur);
  const background = rgba(v?.background_color, v?.background_opacity);
  const style: CSSProperties = {};
  if (background) style.backgroundColor = background;
  if (blur) style.backdropFilter = `blur(${blur}px)`;
  const width = cssLength(v?.width);
  const minWidth = cssLength(v?.min_width);
  const maxWidth = cssLength(v?.max_width);
  if (width) style.width = width;
  if (minWidth) style.minWidth = minWidth;
  if (maxWidth) style.maxWidth = maxWidth;
  return style;
}

/** The banner's corner radius in px (spec 000 §3 border_radius). */
export const radiusStyle = (v: HeroVisualization | undefined): CSSProperties => {
  const r = px(v?.border_radius, MAX_PX.radius);
  return r ? { borderRadius: r } : {};
};
