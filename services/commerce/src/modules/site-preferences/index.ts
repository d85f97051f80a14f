/**
 * Site preferences (spec 000 §7): the defaults of `@solo/sites` with a merchant's overrides per
 * site. Served by the custom API core/site-preferences; read by the modules that enforce a
 * switch (baskets and forms refuse etching when disableEtching is set).
 */
export { getSitePreferences, mergePreferences } from './service.ts';
export type { MergedPreferences, PreferenceOverride } from './service.ts';
