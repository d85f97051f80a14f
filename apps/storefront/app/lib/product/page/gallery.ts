/**
 * The product page gallery from the product's content record (spec 001 §2 "Product page content
 * record fields: sfcc_product_id, images (which_image_will_be_full_width, has_zoom,
 * product_images), variations"). Without a record the catalog's images show in their order, the
 * first full width (840x440) and zoomable.
 */
import type { ProductRecord } from '@solo/content-model/schemas';

/** A gallery image of the product page. */
export interface PdpImage {
  src: string;
  alt: string;
}

export interface PdpGallery {
  images: PdpImage[];
  /** Index (0-based, in `images`) of the full-width image. */
  fullWidth: number;
  /** The full-width image opens the zoom dialog. */
  zoom: boolean;
}

/**
 * The record's images: the catalog images at its `product_images` positions (1-based, in that
 * order; positions the product does not have are skipped, so one record serves every colour),
 * all of them when it lists none that exist; the full-width image at its position in the shown
 * gallery, else the first.
 */
export function galleryOf(
  catalog: readonly PdpImage[],
  record: ProductRecord['images'] | null | undefined,
): PdpGallery {
  if (!record) return { images: [...catalog], fullWidth: 0, zoom: true };
  const picked = record.product_images.flatMap((position) => {
    const image = catalog[position - 1];
    return image ? [image] : [];
  });
  const images = picked.length ? picked : [...catalog];
  const wanted = record.which_image_will_be_full_width - 1;
  return {
    images,
    fullWidth: wanted >= 0 && wanted < images.length ? wanted : 0,
    zoom: record.has_zoom,
  };
}
