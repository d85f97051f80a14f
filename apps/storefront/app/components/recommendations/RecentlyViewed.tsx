import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocalizedHref } from '../../lib/site-context.tsx';

// The carousel's code (tiles, the data request) loads once the shopper comes near it.
const RecentlyViewedSection = lazy(() => import('./RecentlyViewedSection.tsx'));

/**
 * The product page's part of Recently Viewed (docs/decisions/recently-viewed.md). It reports the
 * view from the browser, so a page served from a cache records it too (the server decides whether
 * to record: session, consent), and shows the carousel when the shopper scrolls near it.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const url = useLocalizedHref()('/recommendations-data');
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    navigator.sendBeacon(url, new URLSearchParams({ productId }));
  }, [url, productId]);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '50% 0px' },
    );
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="mt-12">
      {near ? (
        <Suspense fallback={null}>
          <RecentlyViewedSection productIds={[productId]} />
        </Suspense>
      ) : null}
    </div>
  );
}
