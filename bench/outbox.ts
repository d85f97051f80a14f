/**
 * Outbox throughput (issue 20): order emails rendered, enqueued and handed to a real SMTP server
 * (a counting server on 127.0.0.1) per second, beside a plain outbox write (one INSERT of a
 * ready message) in the same run; medians of BENCH_OUTBOX_ROUNDS rounds of
 * BENCH_OUTBOX_MESSAGES messages, on in-memory PGlite (and PostgreSQL with DATABASE_URL).
 * `node bench/outbox.ts` alone, or within `npm run bench` (BENCH_OUTBOX=0 skips it).
 */
import { pathToFileURL } from 'node:url';
import { createLogger, createMailer, loadConfig, orderEmail, outboxMailer } from '@solo/commerce';
import { openBenchDatabase } from './lib/bench-database.ts';
import { startCountingSmtp } from './lib/smtp-sink.ts';
import { median, round } from './lib/stats.ts';

export interface OutboxOptions {
  messages: number;
  rounds: number;
}

export const outboxOptions = (): OutboxOptions => ({
  messages: Number(process.env.BENCH_OUTBOX_MESSAGES ?? 300),
  rounds: Number(process.env.BENCH_OUTBOX_ROUNDS ?? 3),
});

const ORDER = {
  orderNo: '00012345',
  siteId: 'SoloEU',
  currency: 'EUR',
  creationDate: '2026-03-14T15:00:00.000Z',
  customerInfo: { email: 'jordan@example.com' },
  billingAddress: {
    firstName: 'Jordan',
    lastName: 'Miller',
    address1: 'Damrak 1',
    city: 'Amsterdam',
  },
  shipments: [{ shipmentId: 'me', shippingAddress: { firstName: 'Jordan', address1: 'Damrak 1' } }],
  productItems: [
    { itemId: 'l1', productName: 'Ranger Fire Pit', quantity: 2, price: 1398.5 },
    { itemId: 'l2', productName: 'Ranger Cover', quantity: 1, price: 49 },
  ],
  productSubTotal: 1447.5,
  shippingTotal: 0,
  orderTotal: 1447.5,
};

const CONTEXT = {
  locale: 'de-DE',
  link: {
    kind: 'status' as const,
    url: 'https://shop.example/eu/de/order-status?token=t',
    expires: new Date(),
  },
  contact: { phone: '+31 20 555 0142', email: 'care@solo.localhost', address: 'Amsterdam' },
  origin: 'https://shop.example',
};

const perSecond = (n: number, ms: number) => (n / ms) * 1000;

export async function benchOutbox(kind: 'pglite' | 'postgres', options: OutboxOptions) {
  const { handle, drop } = await openBenchDatabase(kind, 4);
  const smtp = await startCountingSmtp();
  const log = createLogger('silent');
  const mailer = createMailer(handle.db, loadConfig({ SMTP_URL: smtp.url }).mail, log);
  // The same message without its event key: a plain write is not deduplicated.
  const { eventKey: _key, ...plain } = orderEmail(
    { kind: 'confirmation' },
    { ...CONTEXT, order: ORDER },
  );
  const writes: number[] = [];
  const emails: number[] = [];
  let event = 0;
  try {
    for (let round = 0; round < options.rounds; round++) {
      let start = performance.now();
      const store = outboxMailer(handle.db);
      for (let i = 0; i < options.messages; i++) await store.send(plain);
      writes.push(perSecond(options.messages, performance.now() - start));

      start = performance.now();
      for (let i = 0; i < options.messages; i++) {
        const order = { ...ORDER, orderNo: String(++event).padStart(8, '0') };
        await mailer.enqueue(orderEmail({ kind: 'confirmation' }, { ...CONTEXT, order }));
      }
      const run = await mailer.deliver();
      if (run.sent !== options.messages || smtp.count() !== (round + 1) * options.messages)
        throw new Error(`sent ${run.sent} of ${options.messages}`);
      emails.push(perSecond(options.messages, performance.now() - start));
    }
  } finally {
    await smtp.close();
    await handle.close();
    await drop();
  }
  const write = median(writes);
  const email = median(emails);
  return [
    {
      measure: `plain outbox write (${kind})`,
      'per s': round(write, 0),
      'ms each': round(1000 / write, 2),
    },
    {
      measure: `order email rendered + enqueued + sent by SMTP (${kind})`,
      'per s': round(email, 0),
      'ms each': round(1000 / email, 2),
      'share of plain write': `${round((email / write) * 100, 1)}%`,
    },
  ];
}

export async function printOutbox(options: OutboxOptions) {
  console.log(
    `# Outbox: ${options.messages} messages × ${options.rounds} rounds, medians (SMTP server on 127.0.0.1)`,
  );
  const rows = await benchOutbox('pglite', options);
  if (process.env.DATABASE_URL) rows.push(...(await benchOutbox('postgres', options)));
  console.table(rows);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await printOutbox(outboxOptions());
