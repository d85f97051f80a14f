/** The custom APIs of the spec: express payments and site preferences. */
export {
  expressButtonsConfigRoutes,
  orderInfoRoutes,
  paypalCreateOrderRoutes,
  setShippingAddressRoutes,
  setShippingMethodRoutes,
  shippingMethodsRoutes,
} from './express-payments.routes.ts';
export { sitePreferencesRoutes } from './site-preferences.routes.ts';
