/**
 * Product dimensions (spec 001 §2: "Dimensions are shown in inches with centimetres in
 * brackets"), e.g. `Height: 15.5 in (39.4 cm)`, from c_height_in/c_height_cm,
 * c_width_in/c_width_cm and c_diameter_in/c_diameter (centimetres, spec 001 §3).
 */
import { productMessage, type ProductMessage } from './messages.ts';
import type { CatalogProduct } from './types.ts';

/** Centimetres per inch. */
const CM_PER_INCH = 2.54;

/** Which measure a dimension is. */
export type DimensionKind = 'height' | 'width' | 'diameter';

/** One measure in both units, with its message. */
export interface Dimension {
  kind: DimensionKind;
  inches: number;
  cm: number;
  /** "Height: {inches, number} in ({cm, number} cm)": the numbers are written for the locale. */
  message: ProductMessage;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** One dimension from its inch and centimetre attributes; either may be derived. */
function dimension(kind: DimensionKind, inches: unknown, cm: unknown): Dimension | null {
  if (!isSize(inches) && !isSize(cm)) return null;
  const inValue = isSize(inches) ? inches : oneDecimal((cm as number) / CM_PER_INCH);
  const cmValue = isSize(cm) ? cm : oneDecimal(inValue * CM_PER_INCH);
  return {
    kind,
    inches: inValue,
    cm: cmValue,
    message: productMessage(kind, { inches: inValue, cm: cmValue }),
  };
}

/**
 * Height, width and diameter, in that order, each when the product has it. A round product's
 * width equals its diameter; the width is then left out so the page does not say it twice.
 */
export function productDimensions(product: CatalogProduct): Dimension[] {
  const height = dimension('height', product.c_height_in, product.c_height_cm);
  const diameter = dimension('diameter', product.c_diameter_in, product.c_diameter);
  let width = dimension('width', product.c_width_in, product.c_width_cm);
  if (width && diameter && width.inches === diameter.inches) width = null;
  return [height, width, diameter].filter((d): d is Dimension => d !== null);
}

/** A dimension in English with the default message, for places without translations (feeds). */
export const dimensionText = (d: Dimension): string =>
  d.message.defaultMessage.replace(/\{(inches|cm), number\}/g, (_, name: 'inches' | 'cm') =>
    String(d[name]),
  );
