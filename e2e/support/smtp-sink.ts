/**
 * A small SMTP server for the journeys (run by playwright.config.ts): it accepts every message on
 * loopback, parses it and serves what it received as JSON on GET /messages, so a journey can
 * check that mail really left the store over SMTP. Ports from the environment, SMTP_SINK_PORT and
 * SMTP_SINK_HTTP_PORT (e2e/support/mail-sink.ts names them). Nothing is kept on disk; a run
 * starts empty.
 */
import { createServer } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SinkMessage } from './mail-sink.ts';

const port = (name: string) => {
  const n = Number(process.env[name]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a port number`);
  return n;
};

/** More than any journey run sends; the oldest go first past it. */
const MAX_MESSAGES = 1000;
const received: SinkMessage[] = [];

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) =>
    o.value.flatMap((v) => (v.address ? [v.address] : [])),
  );

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback, as the store's SMTP_URL says.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          from: mail.from?.text ?? '',
          to: addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        if (received.length > MAX_MESSAGES) received.shift();
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
smtp.listen(port('SMTP_SINK_PORT'), '127.0.0.1');

createServer((req, res) => {
  if (req.method !== 'GET' || (req.url !== '/messages' && req.url !== '/healthz')) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(req.url === '/healthz' ? '{"ok":true}' : JSON.stringify(received));
}).listen(port('SMTP_SINK_HTTP_PORT'), '127.0.0.1');
