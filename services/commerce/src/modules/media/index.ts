/** Stored media files. */
export { mediaRoutes } from './routes.ts';
