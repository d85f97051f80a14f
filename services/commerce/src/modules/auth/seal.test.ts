import { describe, expect, it } from 'vitest';
import { seal, unseal } from './seal.ts';

describe('seal', () => {
  it('opens only with the secret it was sealed with', () => {
    const sealed = seal('token-a', '{"refresh_token":"next"}');
    expect(sealed).not.toContain('next');
    expect(unseal('token-a', sealed)).toBe('{"refresh_token":"next"}');
    expect(unseal('token-b', sealed)).toBeUndefined();
    expect(unseal('token-a', 'garbage')).toBeUndefined();
  });
});
