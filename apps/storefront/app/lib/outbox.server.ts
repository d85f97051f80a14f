/**
 * The mail outbox of the commerce service (custom API mail/outbox) for the /outbox page, server
 * only. The service answers 404 unless OUTBOX_PAGE=on and the shopper's resolved address is
 * loopback or the request carries the operator token (passed on as is).
 */
import type { WireOutbox } from '@solo/commerce';
import type { RequestServices } from './api/context.ts';
import { formatSentAt, type OutboxMessageView } from './outbox.ts';

export type OutboxOutcome =
  | { ok: true; messages: OutboxMessageView[] }
  /** 404 where the service keeps it hidden, 502 for any other failure. */
  | { ok: false; status: 404 | 502 };

export async function readOutbox(
  services: Pick<RequestServices, 'api'>,
  siteId: string,
  operatorToken: string | undefined,
): Promise<OutboxOutcome> {
  const result = await services.api.customApi<WireOutbox>('mail', 'outbox', {
    siteId,
    ...(operatorToken ? { token: operatorToken } : {}),
  });
  if (!result.ok) return { ok: false, status: result.status === 404 ? 404 : 502 };
  return {
    ok: true,
    messages: result.data.data.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      kind: m.kind,
      status: m.status,
      ...(m.error ? { error: m.error } : {}),
      createdLabel: formatSentAt(m.created),
    })),
  };
}
