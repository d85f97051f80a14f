import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { HttpProblem } from './problem.ts';

/** Parser failures Node reports before any request exists, as the status a client should see. */
const STATUS_OF: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers exceed the size this server accepts',
  ],
  HPE_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request was not received in time'],
};

/**
 * Node answers a request it cannot parse (headers too large, bad framing) itself, with an empty
 * body; this answers it in the project's error shape instead, then closes the connection, which
 * is in an unknown state.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, title, detail] = STATUS_OF[err.code ?? ''] ?? [
      400,
      'Bad Request',
      'The request could not be parsed as HTTP',
    ];
    const slug = title.toLowerCase().replace(/ /g, '-');
    const body = JSON.stringify(new HttpProblem({ status, slug, title, detail }).toBody());
    socket.end(
      `HTTP/1.1 ${status} ${title}\r\n` +
        'content-type: application/problem+json\r\n' +
        'cache-control: no-store\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  });
}
