export { createCommerceApp, type CommerceAppOptions } from './http/app.ts';
export { openCommerce, type Commerce, type OpenCommerceOptions } from './bootstrap.ts';
export {
  CHANGE_SCOPES,
  openChangeFeed,
  type ChangeFeed,
  type ChangeScope,
} from './modules/changes/index.ts';
export {
  loadConfig,
  ConfigError,
  requestBodyLimitKb,
  requestLimitsFor,
  type CommerceConfig,
  type LogLevel,
} from './config.ts';
export { createLogger, type Logger } from './logger.ts';
export type { AppBindings, AppEnv, AppVariables } from './http/context.ts';
export {
  COMMERCE_PATH_PREFIXES,
  SHOPPER_API_BASE,
  customApi,
  isCommercePath,
  shopperApi,
} from './http/routing.ts';
export {
  HttpProblem,
  PROBLEM_CONTENT_TYPE,
  badRequest,
  invalidFields,
  notFound,
  problemResponse,
  type InvalidField,
  type ProblemBody,
} from './http/problem.ts';
export { validateJson, validateQuery } from './http/validate.ts';
export {
  DEFAULT_REQUEST_LIMITS,
  guardRequest,
  readBounded,
  type GuardResult,
  type RequestLimits,
} from './http/request-guard.ts';
export { answerClientErrors } from './http/client-error.ts';
export { requestIdFrom, REQUEST_ID_HEADER } from './http/request-context.ts';
export {
  IN_PROCESS_PEER,
  forwardedHeaders,
  normaliseIp,
  parseTrustedProxies,
  resolveClient,
  type ClientAddress,
  type TrustedProxies,
} from './http/client-address.ts';
export {
  importContentFolder,
  importContentOnStart,
  rebuildCommunityIndex,
  upsertContentEntry,
  FALLBACK_LOCALE,
  type ImportReport,
  type ContentEntryInput,
  type Entry,
} from './modules/content/index.ts';
export {
  ensureSearchIndex,
  rebuildSearchIndex,
  searchIndexOf,
  type RebuildResult,
} from './modules/search/index.ts';
export { headerGeoIpProvider, type GeoIpProvider, type GeoLocation } from './modules/geo/index.ts';
export type { WireOutbox, WireOutboxMessage } from './modules/mail/index.ts';
export {
  createMailer,
  orderEmail,
  outboxMailer,
  type Mailer,
  type MailMessage,
  type OrderEmail,
  type SentMail,
} from './modules/mail/index.ts';
export { compileEngineForServing } from '@solo/db';
export {
  runSubscriptions,
  type PlaceOrder,
  type SchedulerDeps,
  type SchedulerRun,
} from './modules/subscriptions/index.ts';
export { placeOrder } from './modules/orders/index.ts';
export { openReorderBasket } from './modules/baskets/index.ts';
export { createSandboxGateway } from './modules/payments/index.ts';
