import { describe, expect, it } from 'vitest';
import { nextMessageId } from './outbox.ts';

describe('nextMessageId', () => {
  it('sorts in the order the ids were made, also within one millisecond', () => {
    const ids = Array.from({ length: 200 }, () => nextMessageId(1_700_000_000_000));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts a later millisecond after an earlier one', () => {
    const a = nextMessageId(1_800_000_000_000);
    const b = nextMessageId(1_800_000_000_001);
    expect(b > a).toBe(true);
  });
});
