import { useEffect, useState } from 'react';
import type { MainNavItem } from '@solo/content-model';
import { isMainNav } from '../../lib/content/menu.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';

/** One request per menu URL (site and locale) for the life of the page. */
const loads = new Map<string, Promise<MainNavItem[] | null>>();

function loadMenu(url: string): Promise<MainNavItem[] | null> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<unknown>) : null))
      .then((body) => (isMainNav(body) ? body : null))
      .catch(() => null);
    // A failed load may be tried again by the next page.
    void load.then((menu) => {
      if (!menu) loads.delete(url);
    });
    loads.set(url, load);
  }
  return load;
}

/**
 * The main menu with its panels: the page's top-level items (all its data carries,
 * lib/content/menu.ts) until `{prefix}/menu-data` has answered, fetched as soon as the page is
 * interactive. Until then the menus show their top-level links, as before hydration.
 */
export function useMainNav(items: MainNavItem[]): MainNavItem[] {
  const url = useLocalizedHref()('/menu-data');
  const [loaded, setLoaded] = useState<{ url: string; menu: MainNavItem[] } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMenu(url).then((menu) => {
      if (current && menu) setLoaded({ url, menu });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return loaded?.url === url ? loaded.menu : items;
}
