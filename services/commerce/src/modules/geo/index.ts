/** The store controller's GeoIP answers. */
export { headerGeoIpProvider, type GeoIpProvider, type GeoLocation } from './provider.ts';
export { geoRoutes } from './routes.ts';
