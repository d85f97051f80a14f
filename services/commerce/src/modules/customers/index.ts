/** Shopper Customers: registration, profiles, addresses, passwords and their resets. */
export { legacyResetRoutes, resetPasswordRoutes, setPasswordRoutes } from './custom.routes.ts';
export { requireOwnCustomer } from './http.ts';
export { customersRoutes } from './routes.ts';
export { registerCustomer } from './service.ts';
export { getAddress } from './addresses.ts';
