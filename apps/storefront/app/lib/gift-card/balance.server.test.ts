import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { sessionHarness } from '../session/session-testing.server.ts';
import { checkGiftCardBalance } from './balance.server.ts';

/** Spec 000 §2 `/gift-card-balance`: the form's answers, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);

beforeAll(async () => {
  commerce = await openSeededCommerce('gift-card-balance');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

describe('checkGiftCardBalance', () => {
  it('names the faulty fields, answers one miss, and never returns the PIN', async () => {
    const url = 'http://127.0.0.1:3000/gift-card-balance';
    const { response, result } = await run(url, async (args) => ({
      invalid: await checkGiftCardBalance(args, { code: ' ', pin: '12a' }),
      unknown: await checkGiftCardBalance(args, { code: 'ABCD-EFGH-JKMN-PQRS', pin: '123456' }),
    }));
    expect(result.invalid).toEqual({
      status: 400,
      answer: { values: { code: ' ' }, errors: { code: 'codeRequired', pin: 'pinInvalid' } },
    });
    expect(result.unknown).toEqual({
      status: 404,
      answer: { values: { code: 'ABCD-EFGH-JKMN-PQRS' }, errors: {}, notFound: true },
    });
    expect(JSON.stringify(result)).not.toContain('123456');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
