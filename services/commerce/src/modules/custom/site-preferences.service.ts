import { eq } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { sitePreferences } from '@solo/db/schema';
import {
  DEFAULT_SITE_PREFERENCES,
  SITE_PREFERENCE_KEYS,
  type SiteId,
  type SitePreferences,
} from '@solo/sites';

export interface PreferenceOverride {
  key: string;
  value: unknown;
}

export interface MergedPreferences {
  preferences: SitePreferences;
  /** Overrides that were not applied: unknown key, or a value of another type than the default. */
  rejected: string[];
}

/** Applies a site's overrides to its defaults; an override must keep the default's type. */
export function mergePreferences(
  defaults: SitePreferences,
  overrides: PreferenceOverride[],
): MergedPreferences {
  const preferences: Record<string, unknown> = { ...defaults };
  const rejected: string[] = [];
  const known = new Set<string>(SITE_PREFERENCE_KEYS);
  for (const { key, value } of overrides) {
    if (known.has(key) && typeof value === typeof preferences[key]) preferences[key] = value;
    else rejected.push(key);
  }
  return { preferences: preferences as unknown as SitePreferences, rejected };
}

/** Site preferences as served by the custom API core/site-preferences (spec 000 §7). */
export async function getSitePreferences(db: Database, siteId: SiteId): Promise<MergedPreferences> {
  const rows = await db
    .select({ key: sitePreferences.key, value: sitePreferences.value })
    .from(sitePreferences)
    .where(eq(sitePreferences.siteId, siteId));
  return mergePreferences(DEFAULT_SITE_PREFERENCES[siteId], rows);
}
