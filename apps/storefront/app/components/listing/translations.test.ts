import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../i18n/catalogue-checks.ts';
import { translations } from './translations.ts';
import { ATTRIBUTE_LABELS, m, SORT_LABELS } from '../../lib/listing/messages.ts';
import { SORT_IDS } from '../../lib/listing/url-state.ts';

describe('listing translations', () => {
  checkCatalogue({
    prefix: 'listing',
    translations,
    descriptors: m,
    values: {
      count: 2,
      first: 1,
      last: 2,
      page: 1,
      query: 'fire',
      label: 'Black',
    },
  });

  it('names every sorting option of the search API', () => {
    for (const id of SORT_IDS) expect(SORT_LABELS[id], id).toBeDefined();
    expect(ATTRIBUTE_LABELS.c_color).toBe('attrColor');
  });
});
