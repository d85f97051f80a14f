import type { ContentImage } from '@solo/content-model';

/** Widths the image service is asked for; the browser picks one from `sizes`. */
export const IMAGE_WIDTHS = [390, 640, 828, 1080, 1440, 1920, 2200] as const;

/** `/images/x.jpg` → `/images/x.jpg?w=640` (the image service resizes on `w`). */
export function sizedImageUrl(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}

export function imageSrcSet(url: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((w) => `${sizedImageUrl(url, w)} ${w}w`).join(', ');
}

/**
 * A content image served through the image service in several widths. The first section's image
 * is fetched at high priority and never lazily (spec 000 §2); others load lazily (spec 000 §4).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority,
  className,
}: {
  image: ContentImage;
  sizes: string;
  priority: boolean;
  className?: string;
}) {
  return (
    <img
      src={sizedImageUrl(image.url, 1440)}
      srcSet={imageSrcSet(image.url)}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      decoding="async"
      {...(priority
        ? { fetchPriority: 'high' as const, loading: 'eager' as const }
        : { loading: 'lazy' as const })}
    />
  );
}
