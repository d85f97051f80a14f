import { useRef, useState } from 'react';
import { imageSrcSet, sizedImageUrl } from '../../content/ResponsiveImage.tsx';
import type { PdpImage } from '../../../lib/product/page/pdp-view.ts';
import { usePdpFormat } from './format.ts';

/** Widths asked of the image service for gallery images (it rounds other widths up). */
const GALLERY_WIDTHS = [390, 640, 828, 1080, 1440] as const;
/** Spec 001 §2: the full-width gallery image is 840x440; the others are square. */
const FULL_WIDTH = { width: 840, height: 440 };
/** Spec 001 §2: mobile thumbnails are 74px. */
const THUMB_SIZE = 74;

function Placeholder({ label, className }: { label: string; className: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex items-center justify-center bg-stone-100 text-stone-400 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
      </svg>
    </div>
  );
}

/** One image: srcset from the image service; a placeholder icon when it fails (spec 001 §8). */
function GalleryImage({
  image,
  first,
  className,
}: {
  image: PdpImage;
  first: boolean;
  className: string;
}) {
  const { t } = usePdpFormat();
  const [failed, setFailed] = useState(false);
  if (failed) return <Placeholder label={t('pdp.gallery.unavailable')} className={className} />;
  return (
    <img
      ref={(img) => {
        // An image that failed before hydration fired its error event too early for React.
        if (img && img.complete && img.naturalWidth === 0) setFailed(true);
      }}
      src={sizedImageUrl(image.src, first ? 1080 : 640)}
      srcSet={imageSrcSet(image.src, GALLERY_WIDTHS)}
      sizes={first ? '(min-width: 992px) 58vw, 100vw' : '(min-width: 992px) 29vw, 100vw'}
      alt={image.alt}
      width={first ? FULL_WIDTH.width : 1200}
      height={first ? FULL_WIDTH.height : 1200}
      decoding="async"
      className={className}
      onError={() => setFailed(true)}
      {...(first
        ? { fetchPriority: 'high' as const, loading: 'eager' as const }
        : { loading: 'lazy' as const })}
    />
  );
}

/**
 * Spec 001 §2 gallery: a two-column grid on desktop with one image full width (840x440; the
 * first unless the product's content record names another), the others square; on mobile a
 * swipe slider (CSS scroll snap) with a 74px thumbnail strip. The full-width image opens a zoom
 * dialog (native <dialog>: focus trap and Escape come with it) unless the record turns zoom off.
 */
export function Gallery({
  images,
  name,
  fullWidth = 0,
  zoomable = true,
}: {
  images: PdpImage[];
  name: string;
  fullWidth?: number;
  zoomable?: boolean;
}) {
  const { t } = usePdpFormat();
  const list = useRef<HTMLUListElement>(null);
  const zoom = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  if (!images.length) {
    return (
      <Placeholder
        label={t('pdp.gallery.unavailable')}
        className="aspect-square w-full rounded-lg"
      />
    );
  }
  const show = (index: number) => {
    const item = list.current?.children[index] as HTMLElement | undefined;
    list.current?.scrollTo({ left: item?.offsetLeft ?? 0, behavior: 'smooth' });
    setCurrent(index);
  };
  const wide = images[fullWidth] ?? images[0]!;
  return (
    <section aria-label={t('pdp.gallery')} className="min-w-0">
      <ul
        ref={list}
        data-testid="gallery-slider"
        onScroll={(event) => {
          const el = event.currentTarget;
          if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] lg:grid lg:grid-flow-row-dense lg:grid-cols-2 lg:gap-2 lg:overflow-visible"
      >
        {images.map((image, index) => (
          <li
            key={`${image.src}-${index}`}
            aria-label={t('pdp.gallery.imageOf', { index: index + 1, count: images.length })}
            className={`relative w-full shrink-0 snap-center bg-stone-100 ${index === fullWidth ? 'lg:col-span-2' : ''}`}
          >
            <GalleryImage
              image={image}
              first={index === 0}
              className={`h-auto w-full object-contain ${index === fullWidth ? 'aspect-square lg:aspect-[840/440]' : 'aspect-square'}`}
            />
            {index === fullWidth && zoomable ? (
              <button
                type="button"
                onClick={() => zoom.current?.showModal()}
                className="absolute right-3 bottom-3 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/90 px-4 text-sm font-semibold text-stone-900 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <circle cx="11" cy="11" r="7" />
                  <path d="m20 20-4-4M11 8v6M8 11h6" />
                </svg>
                {t('pdp.gallery.zoom')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto lg:hidden" data-testid="gallery-thumbnails">
          {images.map((image, index) => (
            <li key={`${image.src}-thumb-${index}`} className="shrink-0">
              <button
                type="button"
                aria-label={t('pdp.gallery.showImage', { index: index + 1 })}
                aria-current={current === index ? 'true' : undefined}
                onClick={() => show(index)}
                className={`block overflow-hidden rounded border-2 ${current === index ? 'border-stone-900' : 'border-transparent'}`}
              >
                <img
                  src={sizedImageUrl(image.src, 390)}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  loading="lazy"
                  className="size-[74px] bg-stone-100 object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomable ? (
        <dialog
          ref={zoom}
          aria-label={t('pdp.gallery.zoom')}
          className="m-auto max-h-[95vh] max-w-[95vw] rounded-lg bg-white p-0 backdrop:bg-stone-950/70"
        >
          <form method="dialog" className="flex justify-end p-2">
            <button
              type="submit"
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              {t('pdp.gallery.closeZoom')}
            </button>
          </form>
          <img
            src={sizedImageUrl(wide.src, 1920)}
            alt={wide.alt || name}
            loading="lazy"
            className="max-h-[85vh] w-auto object-contain"
          />
        </dialog>
      ) : null}
    </section>
  );
}
