import { connect, type AddressInfo } from 'node:net';
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

/** Writes raw bytes to the server and reads everything it answers until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => done(answer));
    socket.on('error', fail);
  });
}

describe('requests Node cannot parse', () => {
  it('answers headers over the size limit with a 431 problem, not an empty response', async () => {
    const port = (server.address() as AddressInfo).port;
    const answer = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/problem\+json/i);
    expect(JSON.parse(body!)).toMatchObject({
      type: '/errors/request-header-fields-too-large',
      status: 431,
    });
  });

  it('answers broken framing with a 400 problem', async () => {
    const port = (server.address() as AddressInfo).port;
    const answer = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ status: 400 });
  });
});
