/** The content API: stored entries, their locale fallback and references. */
export { contentRoutes } from './routes.ts';
export {
  FALLBACK_LOCALE,
  upsertContentEntry,
  type ContentEntryInput,
  type Entry,
} from './store.ts';
/** Entries read in-process by other modules (forms reads its definitions). */
export { getEntryById } from './service.ts';
