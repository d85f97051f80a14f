import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, listen } from './listen.ts';
import { silentLogger } from './testing.ts';

const server = createHttpServer(
  (req) => Response.json({ app: new URL(req.url).pathname }),
  silentLogger(),
  (req, res, next) => {
    if (req.url === '/@vite/client') {
      res.setHeader('content-type', 'text/javascript');
      res.end('// served by the middleware');
      return;
    }
    if (req.url === '/broken') return next(new Error('middleware failed'));
    next();
  },
);
let origin: string;

beforeAll(async () => {
  await listen(server, 0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('createHttpServer', () => {
  it('lets the middlewares answer first and hands everything else to the app', async () => {
    expect(await (await fetch(`${origin}/@vite/client`)).text()).toBe(
      '// served by the middleware',
    );
    expect(await (await fetch(`${origin}/us/cart`)).json()).toEqual({ app: '/us/cart' });
  });

  it('answers 500 when a middleware fails', async () => {
    expect((await fetch(`${origin}/broken`)).status).toBe(500);
  });
});
