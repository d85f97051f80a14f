import { describe } from 'vitest';
import { checkCatalogue } from '../../i18n/catalogue-checks.ts';
import { m } from './messages.ts';
import { translations } from './translations.ts';

describe('recommendations translations', () => {
  checkCatalogue({ prefix: 'recommendations', translations, descriptors: m, values: {} });
});
