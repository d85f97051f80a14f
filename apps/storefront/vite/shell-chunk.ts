import type { Plugin } from 'vite';

/** What the bundler tells about a module while it assigns modules to chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

const isClientEntry = (id: string) => /[\\/]entry\.client\.[jt]sx?$/.test(id);

/** The client entry and the root route: every page loads both, whatever its route. */
export const isEveryPageEntry = (id: string) =>
  isClientEntry(id) || /[\\/]app[\\/]root\.tsx(\?|$)/.test(id);

const CONTENT_CORE =
  /[\\/]app[\\/](components[\\/]content[\\/](TextCard|TextField|ContentLink|ContentButton|Sections|ContentBlocks|block-contexts|lazy-block|near-viewport|messages|colors)\.tsx?|lib[\\/]content[\\/](rich-text|link|sections)\.ts)$/;
const CONTENT_HERO =
  /[\\/]app[\\/](components[\\/]content[\\/](Hero|HeroSections|HeroProductCarousel|Carousel)\.tsx|lib[\\/]content[\\/](carousel|hero|product-carousel)\.ts)$/;

const WISHLIST =
  /[\\/]app[\\/](components[\\/]wishlist[\\/](WishlistHeart|wishlist-toast|messages)\.tsx?|lib[\\/]wishlist[\\/]saved-state\.ts)$/;

const PRODUCT_COMMON =
  /[\\/]app[\\/](lib[\\/]product[\\/](price|variants|buttons|stock|messages)\.ts|components[\\/]reviews[\\/](Stars\.tsx|messages\.ts)|components[\\/]notify-me[\\/]NotifyMeButton\.tsx|components[\\/]ui[\\/]text\.ts)$/;

/** What every page with content blocks loads: the section list, text cards, links. */
export const isContentCore = (id: string) => CONTENT_CORE.test(id);
/** The hero family and its carousels, which the home page and landing pages show. */
export const isContentHero = (id: string) => CONTENT_HERO.test(id);
/**
 * What the product page and product tiles share: prices, buttons (Notify Me's among them: its
 * modal loads on first open), stars, their texts.
 */
export const isProductCommon = (id: string) => PRODUCT_COMMON.test(id);
/** The wishlist heart, its toast and the saved state: one file on every page with a heart. */
export const isWishlist = (id: string) => WISHLIST.test(id);

/** Every module reachable from `roots` through static imports (dynamic imports stay lazy). */
export function staticClosure(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const reached = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...importsOf(id));
  }
  return reached;
}

/**
 * Puts the code every page loads (React, React Router, react-intl, the site shell: everything
 * the client entry and the root route import statically) into one `shell` chunk. Left to the
 * bundler's automatic splitting it is some 25 small files; each page's JavaScript budget sums
 * the gzip size of every file, and one file compresses about 9 KB smaller (docs/decisions.md).
 * Route modules and lazily imported code keep their own chunks.
 */
export function shellChunk(): Plugin {
  return {
    name: 'solo:shell-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      // One build of the client environment at a time: the graph is walked once per build.
      const candidates: string[] = [];
      let shell: Set<string> | undefined;
      const shellOf = (graph: ModuleGraph) => {
        shell ??= staticClosure(
          candidates.filter((id) => isEveryPageEntry(id) && graph.getModuleInfo(id)?.isEntry),
          (id) => graph.getModuleInfo(id)?.importedIds ?? [],
        );
        return shell;
      };
      return {
        build: {
          rolldownOptions: {
            // The content-core group takes only its own modules, which needs entry chunks (the
            // route modules) that may export more than they declare.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                groups: [
                  {
                    // The client entry's own body stays in its chunk: it hydrates the page, so
                    // it must run after the route modules are registered, not whenever the
                    // shell chunk is first imported (by the root route).
                    name: (id: string, graph: ModuleGraph) =>
                      shellOf(graph).has(id) && !isClientEntry(id) ? 'shell' : null,
                    test: (id: string) => {
                      candidates.push(id);
                      return true;
                    },
                  },
                  {
                    // The blocks of the home page and most content pages, and what they share:
                    // one file instead of a dozen small ones (each file's gzip counts in the
                    // page budget; docs/decisions/content-blocks-load-where-shown.md).
                    name: (id: string) => (isContentCore(id) ? 'content-core' : null),
                    // Only these modules: their dependencies (money, tiles, forms) are shared
                    // with pages that show no content block.
                    includeDependenciesRecursively: false,
                  },
                  {
                    // The hero family apart: an order page's or a help page's text blocks do
                    // not pay for the home page's hero and carousels.
                    name: (id: string) => (isContentHero(id) ? 'content-hero' : null),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: (id: string) => (isProductCommon(id) ? 'product-common' : null),
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: (id: string) => (isWishlist(id) ? 'wishlist' : null),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
