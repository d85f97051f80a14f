import { describe, expect, it } from 'vitest';
import { action } from './gift-card-balance.tsx';

type ActionArgs = Parameters<typeof action>[0];

describe('/gift-card-balance action', () => {
  it('refuses a body that is not a form with 415, not a server error', async () => {
    for (const [contentType, body] of [
      ['application/json', '{"code":"ABCD","pin":"123456"}'],
      ['text/plain', 'code=ABCD'],
    ]) {
      const request = new Request('http://127.0.0.1:3000/gift-card-balance', {
        method: 'POST',
        headers: { 'content-type': contentType! },
        body: body!,
      });
      const args = { request, url: new URL(request.url), params: {}, context: {} };
      await expect(action(args as unknown as ActionArgs)).rejects.toMatchObject({
        init: { status: 415 },
      });
    }
  });
});
