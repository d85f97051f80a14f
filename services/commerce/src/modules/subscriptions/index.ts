/** Subscriptions that reorder: records, the account API, date arithmetic and the scheduler. */
export { subscriptionsRoutes } from './routes.ts';
export { subscriptionManageRoutes } from './operator.routes.ts';
export { createSubscriptions, type SubscribingOrder, type SubscribedLine } from './store.ts';
export {
  runSubscriptions,
  startSubscriptionScheduler,
  type PlaceOrder,
  type SchedulerDeps,
  type SchedulerRun,
} from './scheduler.ts';
export { todayOn } from './schedule.ts';
