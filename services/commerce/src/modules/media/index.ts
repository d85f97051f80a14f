/** Stored media files. */
export { mediaRoutes } from './routes.ts';
export { deleteMedia, getMedia, putMedia, sameMedia } from './service.ts';
