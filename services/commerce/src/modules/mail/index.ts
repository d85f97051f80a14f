/**
 * Mail: SMTP delivery or the outbox table, the outbox queue, the one layout and message catalogue
 * of the store's emails, the order emails, the outbox page's API.
 */
export {
  createMailer,
  outboxMailer,
  startOutboxWorker,
  type DeliveryRun,
  type Mailer,
  type MailMessage,
  type SentMail,
} from './mailer.ts';
export { listOutbox } from './outbox.ts';
export type { EventMail, Writer } from './queue.ts';
export { storeEventMessage } from './queue.ts';
export { storeContact } from './contact.ts';
export { MAIL_LANGUAGES, moneyFormat, translator } from './messages.ts';
export { escapeHtml, renderLayout, STORE_NAME, type Block, type StoreContact } from './layout.ts';
export {
  orderEmail,
  orderEmailEventKey,
  type OrderEmail,
  type OrderEmailContext,
  type OrderEmailKind,
  type OrderLink,
  type ShippedLine,
} from './order-emails.ts';
export { outboxRoutes, type WireOutbox, type WireOutboxMessage } from './routes.ts';
