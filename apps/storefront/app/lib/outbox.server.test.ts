import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@solo/commerce';
import { openTestCommerce } from '../../server/testing-commerce.ts';
import { silentLogger } from '../../server/testing.ts';
import { getServices } from './api/context.ts';
import { readOutbox } from './outbox.server.ts';
import { sessionHarness } from './session/session-testing.server.ts';

/** The /outbox page's read of the mail outbox (custom API mail/outbox), against the real service. */
let commerce: Awaited<ReturnType<typeof openTestCommerce>>;
const run = sessionHarness(() => commerce);
const OPS_TOKEN = 'operator-token-of-at-least-32-characters';

beforeAll(async () => {
  commerce = await openTestCommerce({ OUTBOX_PAGE: 'on', OPS_TOKEN });
  await createMailer(commerce.db.db, commerce.config.mail, silentLogger()).send({
    to: 'robin@example.com',
    subject: 'Reset your password',
    text: 'Open http://localhost:3000/setpassword?token=abc.',
    html: '<p>Open the link.</p>',
    kind: 'reset-password',
  });
}, 60_000);

afterAll(async () => {
  await commerce.close();
});

const read = (token: string | undefined) =>
  run('http://127.0.0.1:3000/outbox', async ({ context }) =>
    readOutbox(getServices(context), 'SoloUS', token),
  ).then((r) => r.result);

describe('the mail outbox', () => {
  it('lists the messages, with their time formatted, for the operator token', async () => {
    const outcome = await read(OPS_TOKEN);
    expect(outcome).toEqual({
      ok: true,
      messages: [
        expect.objectContaining({
          to: 'robin@example.com',
          subject: 'Reset your password',
          kind: 'reset-password',
          createdLabel: expect.stringMatching(/ UTC$/) as unknown,
        }),
      ],
    });
  });

  it('answers 404 where the service keeps it hidden', async () => {
    expect(await read(undefined)).toEqual({ ok: false, status: 404 });
    expect(await read('not-the-operator-token-of-32-characters')).toEqual({
      ok: false,
      status: 404,
    });
  });
});
