import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The journeys' SMTP sink (e2e/support/smtp-sink.ts, started by playwright.config.ts): the
 * one-process store sends its mail there over SMTP, and a journey reads what arrived over HTTP.
 * Its ports follow E2E_PORT like the servers', so engineers on other ports never share a sink.
 */
const base = Number(process.env.E2E_PORT ?? 3456);
export const SMTP_SINK_PORT = base + 3;
export const SMTP_SINK_HTTP_PORT = base + 4;

/** Where the journeys' store mails its own messages (STORE_MAIL_TO). */
export const E2E_STORE_INBOX = 'care@e2e-store.example';

/** A message as the sink serves it. */
export interface SinkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** Every message the sink received, oldest first. */
export async function sinkMessages(request: APIRequestContext): Promise<SinkMessage[]> {
  const res = await request.get(`http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages`);
  expect(res.ok(), `SMTP sink: ${res.status()}`).toBe(true);
  return (await res.json()) as SinkMessage[];
}

/** Waits for the first message `match` accepts (SMTP delivery follows the request). */
export async function arrivedMail(
  request: APIRequestContext,
  match: (m: SinkMessage) => boolean,
): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(async () => (found = (await sinkMessages(request)).find(match)) !== undefined, {
      message: 'the mail arrives at the SMTP sink',
    })
    .toBe(true);
  return found!;
}
