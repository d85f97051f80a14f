import { useEffect, useState } from 'react';
import {
  loadMiniCartContent,
  MINI_CART_CONTENT_PATH,
  type MiniCartContent as Content,
} from '../../lib/content/mini-cart.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { PageSections } from '../content/PageSections.tsx';

/** Starts reading the mini cart's content before the drawer opens (its control's preload). */
export function preloadContent(href: (path: string) => string): Promise<unknown> {
  return loadMiniCartContent(href(MINI_CART_CONTENT_PATH));
}

/** The content of the current site and locale once read; null until then or without any. */
function useMiniCartContent(): Content | null {
  const url = useLocalizedHref()(MINI_CART_CONTENT_PATH);
  const [loaded, setLoaded] = useState<{ url: string; content: Content } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMiniCartContent(url).then((content) => {
      if (current && content) setLoaded({ url, content });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return loaded?.url === url ? loaded.content : null;
}

/**
 * The sections of the `mini_cart` entry (lib/content/mini-cart.ts) through the page renderers;
 * nothing without them. The drawer is at most 457px wide (spec 001 §9) while the blocks size
 * themselves for the page at the screen's width, so their headings and spacing are scaled down
 * to the drawer's here.
 */
export function MiniCartContent() {
  const content = useMiniCartContent();
  if (!content?.sections.length) return null;
  return (
    <div
      data-testid="mini-cart-content"
      className="rounded-md bg-stone-50 text-sm [&_h2]:text-lg [&_section]:px-4 [&_section]:py-4 [&_section>div]:text-sm"
    >
      <PageSections content={content} />
    </div>
  );
}
