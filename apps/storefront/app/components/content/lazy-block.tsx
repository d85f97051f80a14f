import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A block whose code loads only on a page that shows it (issue 18: "blocks load only on pages
 * that use them", the 150 KB page budget). The server renders it in the page's HTML; the browser
 * keeps that HTML until the block's chunk has loaded and then hydrates it.
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyBlock;
}
