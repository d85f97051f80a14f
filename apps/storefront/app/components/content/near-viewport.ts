/** A one-way latch: `opened` settles the first time `open` is called. */
export interface Gate {
  readonly opened: Promise<void>;
  readonly isOpen: () => boolean;
  readonly open: () => void;
}

export function gate(): Gate {
  let isOpen = false;
  let resolve!: () => void;
  const opened = new Promise<void>((r) => (resolve = r));
  return {
    opened,
    isOpen: () => isOpen,
    open: () => {
      isOpen = true;
      resolve();
    },
  };
}

/**
 * How far ahead of the screen a block starts loading: half a screen height above and below, so a
 * shopper scrolling at reading speed finds it hydrated when it arrives.
 */
export const NEAR_MARGIN = '50% 0px';
/** Anything a shopper does to a block before it is near: point at it, touch it, tab into it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Opens `near` once the server-rendered content of `wrapper` (a `display: contents` element, so
 * its children are what has a box) comes within NEAR_MARGIN of the viewport or the shopper acts
 * on it. A wrapper with nothing in it was rendered in the browser, with no HTML to show while its
 * code loads, so it opens at once; so does a browser without IntersectionObserver. Returns the
 * clean-up for an effect.
 */
export function openWhenNear(wrapper: HTMLElement, near: Gate): () => void {
  const targets = [...wrapper.children];
  if (near.isOpen()) return () => {};
  if (!targets.length || typeof IntersectionObserver === 'undefined') {
    near.open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near.open();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const target of targets) observer.observe(target);
  const open = () => near.open();
  for (const type of INTENT_EVENTS) wrapper.addEventListener(type, open, { passive: true });
  const stop = () => {
    observer.disconnect();
    for (const type of INTENT_EVENTS) wrapper.removeEventListener(type, open);
  };
  void near.opened.then(stop);
  return stop;
}
