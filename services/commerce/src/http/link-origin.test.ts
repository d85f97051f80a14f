import { describe, expect, it } from 'vitest';
import { linkOrigin } from './link-origin.ts';
import { HttpProblem } from './problem.ts';

describe('linkOrigin', () => {
  it('is PUBLIC_ORIGIN whenever it is set, whatever host the request names', () => {
    expect(linkOrigin('https://shop.example.com', 'http://evil.example/x')).toBe(
      'https://shop.example.com',
    );
  });

  it('falls back to a loopback request origin only', () => {
    expect(linkOrigin(undefined, 'http://localhost:4000/x')).toBe('http://localhost:4000');
    expect(linkOrigin(undefined, 'http://127.0.0.1:4000/x')).toBe('http://127.0.0.1:4000');
    expect(linkOrigin(undefined, 'http://[::1]:4000/x')).toBe('http://[::1]:4000');
  });

  it('refuses a request for any other host with 421 rather than mail a link to it', () => {
    let thrown: unknown;
    try {
      linkOrigin(undefined, 'http://evil.example/x');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({ status: 421, slug: 'misdirected-request' });
  });
});
