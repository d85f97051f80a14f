import type { ContentImage } from '@solo/content-model';
import { imageSrcSet, imageUrl } from './images.ts';

/**
 * A content image through the image service at the width it is displayed, with a 2x variant.
 * `decorative` images get alt="" (their text is next to them).
 */
export function ContentImg({
  image,
  width,
  className,
  decorative = false,
  loading = 'lazy',
}: {
  image: ContentImage;
  width: number;
  className?: string;
  decorative?: boolean;
  loading?: 'lazy' | 'eager';
}) {
  const height =
    image.width && image.height ? Math.round((width * image.height) / image.width) : undefined;
  return (
    <img
      src={imageUrl(image.url, width)}
      srcSet={imageSrcSet(image.url, width)}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}
