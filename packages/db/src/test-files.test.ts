import { describe, expect, it } from 'vitest';
import { isDatabaseTestRoot, OPENS_DATABASE } from './test-files.ts';

describe('which test files run on PostgreSQL too', () => {
  it('are package and service files that open a database', () => {
    expect(isDatabaseTestRoot('services/commerce/src/modules/orders/place.test.ts')).toBe(true);
    expect(isDatabaseTestRoot('packages/db/src/client.test.ts')).toBe(true);
    expect(isDatabaseTestRoot('apps/storefront/app/lib/api/client.server.test.ts')).toBe(false);
    expect(isDatabaseTestRoot('packages/db/node_modules/x/a.test.ts')).toBe(false);
    expect(
      OPENS_DATABASE.test('const t = await createTestCommerce({ template: DEMO_DATA });'),
    ).toBe(true);
    expect(OPENS_DATABASE.test("import { openTestCommerce } from '../testing.ts';")).toBe(true);
    expect(OPENS_DATABASE.test('const db = await createTestDatabase();')).toBe(true);
  });

  it('leave out pure files, which would only repeat themselves', () => {
    expect(OPENS_DATABASE.test("import { evaluate } from './engine.ts';")).toBe(false);
    expect(OPENS_DATABASE.test("import { describe, expect, it } from 'vitest';")).toBe(false);
  });
});
