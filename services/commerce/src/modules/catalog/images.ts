import type { ImageGroup } from '@solo/db';
import type { ShopperProductsTypes } from 'commerce-sdk-isomorphic';

type WireImageGroup = ShopperProductsTypes.ImageGroup;

/** Images are served by the storefront image service under /images/<media path> (`?w=` resizes). */
export const imageLink = (path: string): string => `/images/${path.replace(/^\/+/, '')}`;

/** Tiles show a hover slider of the first two images (spec 001 §2 product tile). */
export const TILE_IMAGES_PER_GROUP = 2;

export interface ImageOptions {
  /** Tile projection: the `large` view only, its first two images per group. */
  tile: boolean;
  /** Values to put on groups stored without any (a variant's own group: its colour). */
  values?: Record<string, string> | undefined;
}

export function wireImageGroups(
  groups: readonly ImageGroup[],
  options: ImageOptions,
): WireImageGroup[] {
  return groups
    .filter((g) => !options.tile || g.viewType === 'large')
    .map((g) => {
      const values = g.variationAttributes ?? options.values;
      const images = options.tile ? g.images.slice(0, TILE_IMAGES_PER_GROUP) : g.images;
      return {
        viewType: g.viewType,
        ...(values && Object.keys(values).length
          ? {
              variationAttributes: Object.entries(values).map(([id, value]) => ({
                id,
                values: [{ value }],
              })),
            }
          : {}),
        images: images.map((i) => ({
          alt: i.alt,
          title: i.title,
          link: imageLink(i.path),
          disBaseLink: imageLink(i.path),
        })),
      };
    });
}

/** Groups that show the given variation values (or no values at all). */
export function groupsFor(
  groups: readonly ImageGroup[],
  values: Record<string, string>,
): ImageGroup[] {
  return groups.filter((g) =>
    Object.entries(g.variationAttributes ?? {}).every(([k, v]) => values[k] === v),
  );
}
