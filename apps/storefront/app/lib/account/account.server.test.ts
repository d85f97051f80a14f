import { describe, expect, it } from 'vitest';
import { sdk } from '../api/shopper.server.ts';
import { isSignedOut, problemOf } from './account.server.ts';

const failure = (status: number, body: unknown) =>
  new sdk.ResponseError(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/problem+json' },
    }),
  );

describe('service problems of the account pages', () => {
  it('reads the status, title and named fields of a problem+json answer', async () => {
    expect(
      await problemOf(
        failure(400, {
          title: 'Login Already In Use',
          invalidFields: [{ name: 'email', reason: 'is already in use' }, { name: 7 }],
        }),
      ),
    ).toEqual({
      status: 400,
      title: 'Login Already In Use',
      invalidFields: [{ name: 'email', reason: 'is already in use' }],
    });
    expect(await problemOf(new Error('socket hang up'))).toBeNull();
  });

  it('tells a refused token from a wrong current password', async () => {
    expect(isSignedOut(await problemOf(failure(401, { title: 'Unauthorized' })))).toBe(true);
    expect(
      isSignedOut(await problemOf(failure(401, { title: 'Invalid Customer Credentials' }))),
    ).toBe(false);
    expect(isSignedOut(await problemOf(failure(403, { title: 'Forbidden' })))).toBe(false);
  });
});
