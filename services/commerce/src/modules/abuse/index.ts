/** Abuse limits: request budgets kept in the database, shared by every instance. */
export { BUDGETS } from './budgets.ts';
export { enforce, tooManyRequests } from './http.ts';
export { spend, sweepEnded, type Budget, type Charge, type Spent } from './limiter.ts';
