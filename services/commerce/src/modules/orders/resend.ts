/**
 * An order email sent again at an operator's request (issue 20 "resend an email"): a copy of the
 * last email of that kind the order had, as it was written (same words, same link), under its
 * own event key, so a retried request resends once.
 */
import { and, desc, eq, like, not } from 'drizzle-orm';
import type { Database } from '@solo/db';
import { mailOutbox, orders } from '@solo/db/schema';
import type { Mailer, OrderEmailKind } from '../mail/index.ts';

/** The kinds of order email an operator may send again. */
export const RESENDABLE: readonly OrderEmailKind[] = [
  'confirmation',
  'shipping',
  'delivery',
  'cancellation',
  'refund',
];

export type ResendOutcome =
  | { ok: true; messageId: string; created: boolean }
  | { ok: false; reason: 'not-found' | 'never-sent' };

const RESEND = ':resend:';

export async function resendOrderEmail(
  deps: { db: Database; mailer: Mailer },
  call: { orderNo: string; kind: OrderEmailKind; key: string; now: Date },
): Promise<ResendOutcome> {
  const { db, mailer } = deps;
  const [order] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(eq(orders.orderNo, call.orderNo));
  if (!order) return { ok: false, reason: 'not-found' };
  // Order numbers are digits (manage.schemas.ts), so the pattern holds no wildcard of theirs.
  const [last] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        like(mailOutbox.eventKey, `order-${call.kind}:${call.orderNo}%`),
        not(like(mailOutbox.eventKey, `%${RESEND}%`)),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  if (!last?.eventKey) return { ok: false, reason: 'never-sent' };
  const { id, created } = await mailer.enqueue(
    {
      to: last.to,
      subject: last.subject,
      text: last.text,
      html: last.html,
      kind: last.kind,
      eventKey: `${last.eventKey}${RESEND}${call.key}`,
    },
    undefined,
    call.now,
  );
  mailer.deliverSoon();
  return { ok: true, messageId: id, created };
}
