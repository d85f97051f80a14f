/** Product search and suggestions over the search index, and the index's rebuild. */
export { ensureSearchIndex, rebuildSearchIndex, type RebuildResult } from './index-build.ts';
export { searchRoutes } from './routes.ts';
export { searchClickRoutes } from './clicks.routes.ts';
export { searchIndexOf, type CatalogGenerations } from './search-index.ts';
/** The text search configuration of a locale's language: other modules index text the same way. */
export { searchConfig } from './text.ts';
