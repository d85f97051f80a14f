/**
 * The commerce service as its own process for a benchmark (bench/lib/commerce-process.ts starts
 * it): opened as `npm run start:commerce` opens it (migrations, demo data, search index) on the
 * database its environment names, served on 127.0.0.1:PORT. Tells its parent over IPC when it
 * listens, and on request profiles its CPU between two messages (so a profile holds one measure,
 * not the start-up) and reports its memory. SIGTERM closes the server and the database and exits
 * normally, so Node's own `--cpu-prof` and `--heap-prof` write their files too.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openCommerce } from '@solo/commerce';
import { compileEngineForServing } from '@solo/db';

export type ParentMessage =
  { profile: 'start' } | { profile: 'stop'; file: string } | { memory: true } | { gc: true };

// As services/commerce/src/main.ts serves it.
compileEngineForServing();
const commerce = await openCommerce();
const server = serve({
  fetch: commerce.app.fetch,
  port: Number(process.env.PORT),
  hostname: '127.0.0.1',
});
await new Promise<void>((ready) => server.once('listening', () => ready()));

let inspector: Session | undefined;
process.on('message', (message: ParentMessage) => {
  void (async () => {
    if ('profile' in message && message.profile === 'start') {
      inspector = new Session();
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
    } else if ('profile' in message && message.profile === 'stop' && inspector) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      inspector.disconnect();
      inspector = undefined;
    } else if ('gc' in message) {
      globalThis.gc?.();
    }
    process.send?.({ done: message, memory: process.memoryUsage() });
  })();
});
process.send?.({ port: (server.address() as AddressInfo).port });

process.once('SIGTERM', () => {
  server.close(() => {
    void commerce.close().then(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
});
