import {
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { openWhenNear, type Gate, gate } from './near-viewport.ts';

/**
 * A block whose code loads only on a page that shows it (issue 18: "blocks load only on pages
 * that use them", the 150 KB page budget), and only once the shopper comes near it. The browser
 * keeps the server's HTML, visible and readable, until the block's chunk has loaded and then
 * hydrates it. The server loads every block when it starts and renders the loaded component
 * itself inside the same Suspense boundary the browser has, so the block is in the page's HTML,
 * never a streamed replacement that needs a script to show (a form must work without JavaScript).
 *
 * The chunk of a block type is fetched when one of its server-rendered copies comes within half a
 * screen of the viewport, or is pointed at, touched or focused (near-viewport.ts), or when the
 * router first updates (openOnRouterUpdate); a block a client-side navigation renders loads at
 * once, having no HTML to show meanwhile. The wrapper is a `display: contents` span, so it
 * neither boxes nor breaks the flow it sits in; it says `data-block-ready` once its block has
 * hydrated (journeys wait for it before they click).
 */
export function lazyBlock<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  const near: Gate = gate();
  // Rendering to HTML (the server, and tests that render without a DOM) waits for no one.
  const onServer = import.meta.env.SSR || typeof document === 'undefined';
  if (onServer) {
    serverLoads.push(start());
    near.open();
  }
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const loaded$ = () => (module ??= near.opened.then(() => loadWhenOnline(start)));
  function Deferred(props: P) {
    const { default: Block } = use(loaded$());
    return <Block {...props} />;
  }
  function LazyBlock(props: P) {
    const wrapper = useRef<HTMLSpanElement>(null);
    // The router object itself, which never changes: reading it re-renders nothing.
    const router = useContext(DataRouterContext)?.router;
    useEffect(() => openWhenNear(wrapper.current!, near), []);
    useEffect(() => openOnRouterUpdate(router, near), [router]);
    const Loaded = onServer ? loaded : undefined;
    const ready = () => wrapper.current?.setAttribute('data-block-ready', '');
    return (
      <span ref={wrapper} className="contents" data-lazy-block="">
        <Suspense fallback={<OpenOnFallback near={near} />}>
          {Loaded ? (
            <Loaded {...props} />
          ) : (
            <Ready ready={ready}>
              <Deferred {...props} />
            </Ready>
          )}
        </Suspense>
      </span>
    );
  }
  return LazyBlock;
}

/**
 * Shown only when the browser renders the block itself: after a client-side navigation, or when
 * React gave up hydrating it (a context above it changed first). Either way the server's HTML is
 * gone, so nothing is gained by waiting: load it now.
 */
function OpenOnFallback({ near }: { near: Gate }) {
  useEffect(() => {
    near.open();
  }, [near]);
  return null;
}

/**
 * Every router update (a navigation, a fetcher such as quick shop, a revalidation) is a transition
 * that changes the router's context, and React makes a transition wait for every boundary it
 * passes that still holds server HTML: a block waiting to come near would hold the update back
 * until the shopper scrolls to it. So the first router update loads the blocks still waiting.
 */
function openOnRouterUpdate(
  router: { subscribe(fn: () => void): () => void } | undefined,
  near: Gate,
) {
  if (!router || near.isOpen()) return () => {};
  const stop = router.subscribe(() => near.open());
  void near.opened.then(stop);
  return stop;
}

const serverLoads: Promise<unknown>[] = [];

/**
 * Settles once every block module created so far has loaded, and those their modules create in
 * turn: what a synchronous render to HTML (a test's `renderToString`) needs before it starts.
 */
export async function blocksLoaded(): Promise<void> {
  for (let count = -1; count !== serverLoads.length;) {
    count = serverLoads.length;
    await Promise.all(serverLoads);
  }
}

/** Marks the block's wrapper ready once its loaded block has committed in the browser. */
function Ready({ ready, children }: { ready: () => void; children: ReactNode }) {
  useEffect(ready, [ready]);
  return children;
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
