/** Product search and suggestions over the search index, and the index's rebuild. */
export { ensureSearchIndex, rebuildSearchIndex, type RebuildResult } from './index-build.ts';
export { searchRoutes } from './routes.ts';
export { searchIndexOf, type CatalogGenerations } from './search-index.ts';
