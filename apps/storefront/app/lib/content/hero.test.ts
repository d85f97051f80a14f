import { describe, expect, it } from 'vitest';
import { contentBoxStyle, cssLength, radiusStyle, rgba, spacingStyle } from './hero.ts';

describe('hero styles', () => {
  it('keeps CSS lengths and drops anything else', () => {
    expect(cssLength('40rem')).toBe('40rem');
    expect(cssLength(' 50% ')).toBe('50%');
    expect(cssLength('calc(100% - 1px)')).toBeUndefined();
    expect(cssLength('10px; color: red')).toBeUndefined();
    expect(cssLength(40)).toBeUndefined();
  });
  it('turns spacing per side into margins and paddings, bounded', () => {
    expect(
      spacingStyle({ margin: { top: 20, bottom: 9999 }, padding: { left: 8, right: -4 } }),
    ).toEqual({
      marginTop: 20,
      marginBottom: 400,
      paddingLeft: 8,
    });
    expect(spacingStyle(undefined)).toEqual({});
  });
  it('applies background colour at its opacity, blur, width bounds', () => {
    expect(
      contentBoxStyle({
        background_color: '#000000',
        background_opacity: 40,
        background_blur: 8,
        width: '32rem',
        min_width: '240px',
        max_width: '90%',
      }),
    ).toEqual({
      backgroundColor: 'rgba(0, 0, 0, 0.4)',
      backdropFilter: 'blur(8px)',
      width: '32rem',
      minWidth: '240px',
      maxWidth: '90%',
    });
    expect(contentBoxStyle({ background_color: 'red;x:y' })).toEqual({});
  });
  it('reads colours and radius', () => {
    expect(rgba('#fff')).toBe('rgba(255, 255, 255, 1)');
    expect(rgba('#0176d3', 150)).toBe('rgba(1, 118, 211, 1)');
    expect(radiusStyle({ border_radius: 16 })).toEqual({ borderRadius: 16 });
    expect(radiusStyle({})).toEqual({});
  });
});
