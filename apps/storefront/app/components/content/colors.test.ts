import { describe, expect, it } from 'vitest';
import { prefersLightText, safeColor } from './colors.ts';

describe('prefersLightText', () => {
  it('picks light text on dark backgrounds and dark text on light ones', () => {
    expect(prefersLightText('#1b2a4a')).toBe(true);
    expect(prefersLightText('#000')).toBe(true);
    expect(prefersLightText('#ffffff')).toBe(false);
    expect(prefersLightText('#f5e6c8')).toBe(false);
  });
  it('keeps dark text without a usable colour', () => {
    expect(prefersLightText(undefined)).toBe(false);
    expect(prefersLightText('navy')).toBe(false);
  });
});

describe('safeColor', () => {
  it('passes hex colours and nothing that could add CSS', () => {
    expect(safeColor('#1B2A4A')).toBe('#1b2a4a');
    expect(safeColor('fff')).toBe('#fff');
    expect(safeColor('red; background:url(https://x.example)')).toBeUndefined();
    expect(safeColor('navy')).toBeUndefined();
    expect(safeColor(12)).toBeUndefined();
  });
});
