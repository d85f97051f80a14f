/** The content API and its management: stored entries, their locale fallback, references, versions. */
export { contentRoutes } from './routes.ts';
export { contentManageRoutes } from './manage.routes.ts';
export { importContentFolder, type ImportReport } from './import.ts';
export { importContentOnStart } from './startup.ts';
export { rebuildCommunityIndex } from './community-index.ts';
export {
  FALLBACK_LOCALE,
  upsertContentEntry,
  type ContentEntryInput,
  type Entry,
} from './store.ts';
/** Entries read in-process by other modules (forms reads its definitions). */
export { getEntryById } from './service.ts';
