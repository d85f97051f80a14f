/**
 * Per-locale text overrides, shared by the catalog and promotions tables.
 */

/** Per-locale overrides of translatable text fields, keyed by locale id (e.g. "fr-CA"). */
export type Localized<T> = Record<string, Partial<T>>;
