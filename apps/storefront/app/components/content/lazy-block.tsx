import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A block whose code loads only on a page that shows it (issue 18: "blocks load only on pages
 * that use them", the 150 KB page budget). The browser keeps the server's HTML until the block's
 * chunk has loaded and then hydrates it. The server loads every block when it starts and renders
 * the loaded component itself inside the same Suspense boundary the browser has, so the block is
 * in the page's HTML, never a streamed replacement that needs a script to show (a form must work
 * without JavaScript).
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  if (import.meta.env.SSR) void start();
  const Lazy = lazy(() => loadWhenOnline(start));
  function LazyBlock(props: P) {
    const Loaded = import.meta.env.SSR ? loaded : undefined;
    return (
      <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
    );
  }
  return LazyBlock;
}

/**
 * The block's module; when its chunk cannot be fetched (the shopper went offline), the block keeps
 * the server's HTML, visible though not yet interactive, and loads once the browser is back
 * online, instead of failing the whole page (spec 000 §4 keeps the offline page for pages that
 * cannot load).
 */
function loadWhenOnline<P>(
  start: () => Promise<ComponentType<P>>,
): Promise<{ default: ComponentType<P> }> {
  return start().then(
    (component) => ({ default: component }),
    () =>
      new Promise((resolve) => {
        window.addEventListener('online', () => resolve(loadWhenOnline(start)), { once: true });
      }),
  );
}
