import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  url: string;
  /** Messages the server accepted, parsed. */
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on an ephemeral local port. With `reject`, it answers every message with
 * that SMTP error (e.g. 552 mailbox full) after reading it, as a failing server does.
 */
export async function startSmtpServer(
  options: { reject?: { code: number; message: string } } = {},
): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on localhost; the built-in test certificate would not be trusted anyway.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (options.reject) {
            const { code, message } = options.reject;
            callback(Object.assign(new Error(message), { responseCode: code }));
            return;
          }
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
