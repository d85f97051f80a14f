import { z } from 'zod';

/** Catalog product ids as the Shopper Products API spells them. */
const productId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a catalog product id');

/** A 1-based position among the product's catalog images (its chosen colour's). */
const position = z
  .number('must be a number')
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(50, 'must be at most 50');

/**
 * The product page content record (spec 001 §2 "Product page content record fields:
 * sfcc_product_id, images (which_image_will_be_full_width, has_zoom, product_images),
 * variations"): how the gallery shows the catalog's images of one product. Images stay the
 * catalog's, so each colour keeps its own pictures; the record orders them by position.
 */
export const productRecordSchema = z.strictObject({
  sfcc_product_id: productId,
  images: z.strictObject({
    /** Position in the shown gallery (after `product_images` ordered it) of the 840x440 image. */
    which_image_will_be_full_width: position.default(1),
    /** Whether the full-width image opens the zoom dialog. */
    has_zoom: z.boolean('must be true or false').default(true),
    /** The catalog image positions to show, in this order; unlisted images are left out. */
    product_images: z.array(position).max(50, 'at most 50 images').default([]),
  }),
  /** Further product ids (the master's variants) this record applies to. */
  variations: z.array(productId).max(200, 'at most 200 products').default([]),
});

export type ProductRecord = z.output<typeof productRecordSchema>;
