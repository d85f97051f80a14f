import sharp, { type Sharp } from 'sharp';
import { DEFAULT_MAX_WIDTH, type ImageFormat } from './params.ts';

export interface TransformRequest {
  data: Uint8Array;
  /** Content type of the original. */
  contentType: string;
  width: number | null;
  format: ImageFormat;
}

export type Transform = (request: TransformRequest) => Promise<Uint8Array<ArrayBuffer>>;

/** SVG is rendered at 72 dpi by default; sharp accepts densities up to this. */
const MAX_DENSITY = 100_000;

/** Resizes and encodes one image with sharp. */
export const transformImage: Transform = async ({ data, contentType, width, format }) => {
  let image: Sharp;
  if (contentType.includes('svg')) {
    // Rasterise at the density that makes the SVG exactly as wide as asked: crisp, no upscaling.
    const intrinsic = (await sharp(data).metadata()).width || DEFAULT_MAX_WIDTH;
    const target = width ?? Math.min(intrinsic, DEFAULT_MAX_WIDTH);
    const density = Math.min(Math.max((72 * target) / intrinsic, 1), MAX_DENSITY);
    image = sharp(data, { density }).resize({ width: target });
  } else {
    // rotate() applies the EXIF orientation before the metadata is dropped by the encoder.
    image = sharp(data)
      .rotate()
      .resize({ width: width ?? DEFAULT_MAX_WIDTH, withoutEnlargement: true });
  }
  return encode(image, format).toBuffer();
};

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    // Effort 2 keeps the first (uncached) render of a large AVIF well under a second.
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}
