import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeTokens } from './design-tokens.ts';

describe('themeTokens', () => {
  it('reads the custom properties of @theme blocks with their kind, skipping comments', () => {
    const css = `@import 'tailwindcss';
/* @theme { --color-fake: red; } */
@theme {
  --color-brand: #0176d3;
  --breakpoint-lg: 992px;
  --container-page: 2200px;
  --font-sans: system-ui, sans-serif;
  --radius-card: 8px;
}
.x { --color-not-a-token: blue; }`;
    expect(themeTokens(css)).toEqual([
      { name: 'color-brand', value: '#0176d3', kind: 'color' },
      { name: 'breakpoint-lg', value: '992px', kind: 'breakpoint' },
      { name: 'container-page', value: '2200px', kind: 'container' },
      { name: 'font-sans', value: 'system-ui, sans-serif', kind: 'font' },
      { name: 'radius-card', value: '8px', kind: 'other' },
    ]);
  });

  it('finds the theme colour and breakpoints of spec 000 §9 in the storefront stylesheet', () => {
    const css = readFileSync(new URL('../../app.css', import.meta.url), 'utf8');
    const byName = new Map(themeTokens(css).map((t) => [t.name, t.value]));
    expect(byName.get('color-brand')?.toLowerCase()).toBe('#0176d3');
    expect(byName.get('breakpoint-lg')).toBe('992px');
    expect(byName.get('breakpoint-md')).toBe('48em');
    expect(byName.get('container-page')).toBe('2200px');
  });
});
