import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_LABELS, SORT_LABELS } from '../../lib/listing/messages.ts';
import { SORT_IDS } from '../../lib/listing/url-state.ts';

describe('listing messages', () => {
  it('names every sorting option of the search API', () => {
    for (const id of SORT_IDS) expect(SORT_LABELS[id], id).toBeDefined();
    expect(ATTRIBUTE_LABELS.c_color).toBe('attrColor');
  });
});
