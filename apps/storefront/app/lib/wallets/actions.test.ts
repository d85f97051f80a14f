import { describe, expect, it } from 'vitest';
import { expressActionSchema } from './actions.ts';

describe('expressActionSchema shippingMethod (spec 002 §4 shipping option change)', () => {
  it('takes a method id, trimmed', () => {
    const parsed = expressActionSchema.parse({ intent: 'shippingMethod', methodId: ' express ' });
    expect(parsed).toEqual({ intent: 'shippingMethod', methodId: 'express' });
  });

  it('names a missing, empty or overlong method id', () => {
    for (const methodId of [undefined, '  ', 'x'.repeat(101)]) {
      const result = expressActionSchema.safeParse({ intent: 'shippingMethod', methodId });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['methodId']);
    }
  });
});
