import { eq } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { sitePreferences } from '@solo/db/schema';
import {
  CURRENCIES,
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

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An amount per currency: known currency codes, each a finite amount of 0 or more. */
const isAmountsPerCurrency = (v: unknown): v is Record<string, number> =>
  isPlainObject(v) &&
  Object.entries(v).every(
    ([currency, amount]) =>
      (CURRENCIES as readonly string[]).includes(currency) &&
      typeof amount === 'number' &&
      Number.isFinite(amount) &&
      amount >= 0,
  );

/**
 * Applies a site's overrides to its defaults; an override must keep the default's type. An
 * amount per currency (freeShippingThresholds) overrides the currencies it names and keeps the
 * others' defaults.
 */
export function mergePreferences(
  defaults: SitePreferences,
  overrides: PreferenceOverride[],
): MergedPreferences {
  const preferences: Record<string, unknown> = { ...defaults };
  const rejected: string[] = [];
  const known = new Set<string>(SITE_PREFERENCE_KEYS);
  for (const { key, value } of overrides) {
    const current = preferences[key];
    if (!known.has(key)) rejected.push(key);
    else if (isPlainObject(current)) {
      if (isAmountsPerCurrency(value)) preferences[key] = { ...current, ...value };
      else rejected.push(key);
    } else if (typeof value === typeof current) preferences[key] = value;
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
