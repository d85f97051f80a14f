/** The Shopper Login service: its routes, token checks, sessions and sign-in throttling. */
export { authRoutes } from './routes.ts';
export { newSecret, secretHash } from './secrets.ts';
export { isSessionActive, revokeCustomerSessions } from './sessions.ts';
export { attemptAllowed, clearFailures, forgetLogin, recordFailure } from './throttle.ts';
export { verifyAccessToken, type Shopper } from './tokens.ts';
