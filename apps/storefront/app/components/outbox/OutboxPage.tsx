/* eslint-disable formatjs/no-literal-string-in-jsx -- an operator's development tool (OUTBOX_PAGE=on), not a shopper's page: English only. */
import { linkify, type OutboxMessageView } from '../../lib/outbox.ts';

export type { OutboxMessageView };

const STATUS_LABEL: Record<string, string> = {
  stored: 'Kept in the outbox',
  queued: 'Queued for SMTP delivery (retried with backoff)',
  sending: 'Sending',
  sent: 'Sent by SMTP',
  failed: 'SMTP delivery failed',
};

/**
 * The demo's mailbox: every message the store sent, newest first, with its text and working
 * links (a password reset is completed from here when no SMTP server is configured). A tool for
 * whoever runs the store, in English only (docs/decisions.md "Mail outbox").
 */
export function OutboxPage({ messages }: { messages: OutboxMessageView[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-muted">
        Messages the store has sent, newest first. Shown because <code>OUTBOX_PAGE=on</code>, and
        only to this machine or with the operator token; leave it off on a public store.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded border border-gray-300 p-6 text-center">No messages yet.</p>
      ) : (
        <ol className="mt-8 space-y-6" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`mail-${m.id}`}
                className="rounded border border-gray-300 p-5"
              >
                <h2 id={`mail-${m.id}`} className="text-xl font-semibold">
                  {m.subject}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                  <dt>To</dt>
                  <dd>{m.to}</dd>
                  <dt>Sent</dt>
                  <dd>{m.createdLabel}</dd>
                  <dt>Kind</dt>
                  <dd>{m.kind}</dd>
                  <dt>Status</dt>
                  <dd>
                    {STATUS_LABEL[m.status] ?? m.status}
                    {m.error ? `: ${m.error}` : ''}
                  </dd>
                </dl>
                <p className="mt-4 break-words whitespace-pre-wrap">
                  {linkify(m.text).map((part, i) =>
                    'href' in part ? (
                      <a key={i} href={part.href} className="text-brand-dark underline">
                        {part.href}
                      </a>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
