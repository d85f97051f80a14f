import { describe, expect, it } from 'vitest';
import { galleryOf } from './gallery.ts';

const catalog = [1, 2, 3, 4].map((n) => ({
  src: `/images/p/stainless-${n}.svg`,
  alt: `view ${n}`,
}));
const record = (
  images: Partial<{
    which_image_will_be_full_width: number;
    has_zoom: boolean;
    product_images: number[];
  }>,
) => ({ which_image_will_be_full_width: 1, has_zoom: true, product_images: [], ...images });

describe('galleryOf (spec 001 §2 product content record)', () => {
  it('shows the catalog images, the first full width and zoomable, without a record', () => {
    expect(galleryOf(catalog, null)).toEqual({ images: catalog, fullWidth: 0, zoom: true });
  });

  it('orders the images by the record and puts its full-width image where it says', () => {
    const gallery = galleryOf(
      catalog,
      record({ product_images: [3, 1, 2], which_image_will_be_full_width: 2, has_zoom: false }),
    );
    expect(gallery.images.map((i) => i.alt)).toEqual(['view 3', 'view 1', 'view 2']);
    expect(gallery.fullWidth).toBe(1);
    expect(gallery.zoom).toBe(false);
  });

  it('skips positions the product does not have, and keeps every image when none is left', () => {
    expect(galleryOf(catalog, record({ product_images: [9, 2] })).images).toEqual([catalog[1]]);
    expect(galleryOf(catalog, record({ product_images: [9] })).images).toEqual(catalog);
  });

  it('falls back to the first image for a full-width position past the gallery', () => {
    expect(
      galleryOf(catalog, record({ product_images: [1, 2], which_image_will_be_full_width: 4 }))
        .fullWidth,
    ).toBe(0);
  });
});
