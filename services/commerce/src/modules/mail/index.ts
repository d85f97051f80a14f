/** Mail: SMTP delivery or the outbox table, and the local outbox page's API. */
export {
  createMailer,
  outboxMailer,
  type Mailer,
  type MailMessage,
  type SentMail,
} from './mailer.ts';
export { listOutbox } from './outbox.ts';
export { outboxRoutes, type WireOutbox, type WireOutboxMessage } from './routes.ts';
