import type { EntryReference } from '@solo/content-model';

/** A section as the content API returns it with referenceFieldPath ['sections']: the entry itself. */
export type SectionEntry = EntryReference & Record<string, unknown>;

export interface PlacedSection<T extends string> {
  type: T;
  entry: SectionEntry;
  /** Spec 000 §2: the first section's media loads at high priority. */
  first: boolean;
}

/**
 * Spec 000 §2: sections render in page order by content type; types without a renderer are
 * skipped; the first rendered section is flagged first (so the skipped ones never take the
 * high-priority slot from the section that actually paints first).
 */
export function placeSections<T extends string>(
  sections: readonly SectionEntry[] | undefined,
  renderable: ReadonlySet<T>,
): Array<PlacedSection<T>> {
  const placed: Array<PlacedSection<T>> = [];
  for (const entry of sections ?? []) {
    const type = entry?._content_type_uid as T;
    if (!renderable.has(type)) continue;
    placed.push({ type, entry, first: placed.length === 0 });
  }
  return placed;
}
