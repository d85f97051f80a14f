import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './images.ts';

describe('image service urls', () => {
  it('adds the width to the query', () => {
    expect(imageUrl('/images/content/logo.svg', 120)).toBe('/images/content/logo.svg?w=120');
    expect(imageUrl('/images/content/a.jpg?fit=cover', 99.6)).toBe(
      '/images/content/a.jpg?fit=cover&w=100',
    );
  });

  it('offers 1x and 2x variants', () => {
    expect(imageSrcSet('/images/content/a.jpg', 300)).toBe(
      '/images/content/a.jpg?w=300 1x, /images/content/a.jpg?w=600 2x',
    );
  });
});
