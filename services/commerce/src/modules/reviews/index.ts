/** First-party ratings and reviews: written by customers, moderated, summed up per product. */
export { productReviewsRoutes } from './routes.ts';
export { reviewModerationRoutes } from './manage.routes.ts';
export { loadRatings, type Rating } from './service.ts';
