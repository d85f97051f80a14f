import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A component whose code loads apart from the page's (docs/decisions.md "Gift card form on the
 * product page"), yet renders in the server's HTML without a Suspense boundary: React streams a
 * large finished boundary as a hidden part that only a script reveals, which pages working
 * without scripts cannot have. It renders directly wherever its module is already loaded: on the
 * server (loaded at start) and in a browser hydrating a page that holds it (`ready` resolves
 * before hydration when `present()` finds it in the document); a browser arriving by client
 * navigation loads it lazily.
 */
export function preloaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  present: () => boolean,
): { Component: ComponentType<P>; ready: Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const ready = import.meta.env.SSR || present() ? preload() : Promise.resolve();
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    // Chosen once per mount: switching later would remount the part and lose its state.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, ready };
}
