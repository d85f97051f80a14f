import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { isOperatorOrLocal } from '../../http/operator.ts';
import { notFound } from '../../http/problem.ts';
import { optionalSiteQuery } from '../../http/site.ts';
import { validateQuery } from '../../http/validate.ts';
import { listOutbox, type OutboxEntry } from './outbox.ts';

/** One outbox message on the wire. */
export interface WireOutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  status: OutboxEntry['status'];
  error?: string;
  created: string;
  sent?: string;
}

export interface WireOutbox {
  total: number;
  data: WireOutboxMessage[];
}

const toWire = (m: OutboxEntry): WireOutboxMessage => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  kind: m.kind,
  status: m.status,
  ...(m.error ? { error: m.error } : {}),
  created: m.createdAt.toISOString(),
  ...(m.sentAt ? { sent: m.sentAt.toISOString() } : {}),
});

/**
 * GET …/custom/mail/v1/organizations/:org/outbox: the latest messages, newest first. It holds
 * password-reset links, so it answers only with OUTBOX_PAGE=on and then only to a loopback client
 * or the operator token; otherwise it answers like any unknown path, so a store does not even say
 * it keeps an outbox.
 */
export const outboxRoutes = new Hono<AppEnv>().get(
  '/',
  validateQuery(optionalSiteQuery),
  async (c) => {
    const { config, client } = c.var;
    if (
      !config.mail.outboxPage ||
      !isOperatorOrLocal(client, c.req.header('authorization'), config.opsToken)
    )
      throw notFound(`No resource at GET ${c.req.path}`);
    const messages = await listOutbox(c.var.db);
    c.header('cache-control', 'no-store');
    const body: WireOutbox = { total: messages.length, data: messages.map(toWire) };
    return c.json(body);
  },
);
