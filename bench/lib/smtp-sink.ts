import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An SMTP server on a loopback port that accepts and counts every message (and keeps none). */
export async function startCountingSmtp(): Promise<{
  url: string;
  count: () => number;
  close: () => Promise<void>;
}> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection: the figure is the store's, not the resolver's.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
