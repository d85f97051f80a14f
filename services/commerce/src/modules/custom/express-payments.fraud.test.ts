/**
 * Spec 002 §5 "Fraud data collection can be disabled by configuration": the provider
 * configuration tells the client what the gateway does (PAYMENTS_FRAUD_DATA), so device data is
 * collected only where it is recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { guest, ok } from '../baskets/basket-testing.ts';

const CONFIGS =
  '/mobify/proxy/api/custom/express-payments/v1/organizations/f_ecom_solo_001/get-express-buttons-configs?siteId=SoloUS';

type Config = {
  c_expressButtons: { cardProviderConfig: Record<string, { isFraudToolsEnabled: boolean }> };
};

const fraudFlags = async (t: TestCommerce) => {
  const shopper = await guest(t);
  const config = await ok<Config>(
    t.app.request(CONFIGS, { headers: { authorization: `Bearer ${shopper.token}` } }),
  );
  return Object.values(config.c_expressButtons.cardProviderConfig).map(
    (c) => c.isFraudToolsEnabled,
  );
};

describe('isFraudToolsEnabled follows the gateway', () => {
  let on: TestCommerce;
  let off: TestCommerce;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      createTestCommerce({ template: DEMO_DATA }),
      createTestCommerce({ template: DEMO_DATA, env: { PAYMENTS_FRAUD_DATA: 'off' } }),
    ]);
  });
  afterAll(() => Promise.all([on.close(), off.close()]));

  it('on by default, for every button', async () => {
    expect(await fraudFlags(on)).toEqual([true, true, true, true, true]);
  });

  it('off for every button when PAYMENTS_FRAUD_DATA=off', async () => {
    expect(await fraudFlags(off)).toEqual([false, false, false, false, false]);
  });
});
