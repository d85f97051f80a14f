import { lazy, Suspense, type ComponentType } from 'react';

/** A thenable that has already settled: React.lazy reads it without suspending. */
const settled = <T,>(value: T): PromiseLike<T> => ({
  then: (resolve) => Promise.resolve(resolve ? resolve(value) : value) as never,
});

/**
 * A block whose code loads only on a page that shows it (issue 18: "blocks load only on pages
 * that use them", the 150 KB page budget). The browser keeps the server's HTML until the block's
 * chunk has loaded and then hydrates it. The server loads every block when it starts, so it
 * renders them in the page itself, never as a streamed replacement that needs a script to show
 * (a form must work without JavaScript).
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  if (import.meta.env.SSR) void start();
  const Lazy = lazy(() =>
    loaded
      ? (settled({ default: loaded }) as Promise<{ default: ComponentType<P> }>)
      : start().then((c) => ({ default: c })),
  );
  function LazyBlock(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyBlock;
}
