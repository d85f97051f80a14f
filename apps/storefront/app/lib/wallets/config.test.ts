import { describe, expect, it } from 'vitest';
import { buttonProviderConfigs, providerSettings, unconfiguredButtons } from './config.ts';

const config = (
  allowed: string[],
  providers: Record<string, Record<string, unknown>>,
): unknown => ({
  c_expressButtons: {
    expressPaymentMethods: { allowedPaymentMethods: allowed },
    cardProviderConfig: providers,
  },
});

describe('the provider configuration read by the client (spec 002 §3, §8)', () => {
  it('names the allowed buttons that have no provider configuration at all', () => {
    expect(
      unconfiguredButtons(
        config(['ApplePay', 'GooglePay', 'PayPal', 'Unknown'], {
          PayPal: { enabled: true },
          GooglePay: { enabled: false },
        }),
      ),
    ).toEqual(['ApplePay']);
    expect(unconfiguredButtons(null)).toEqual([]);
  });

  it("takes vault mode, intent and fraud tools from PayPal's configuration", () => {
    expect(
      providerSettings(
        config(['ApplePay', 'PayPal'], {
          ApplePay: { vaultModeEnabled: false, intent: 'capture', isFraudToolsEnabled: true },
          PayPal: { vaultModeEnabled: true, intent: 'order', isFraudToolsEnabled: false },
        }),
      ),
    ).toEqual({ vaultModeEnabled: true, intent: 'order', fraudToolsEnabled: false });
  });

  it('falls back to the first configured button, and to no vault when nothing is readable', () => {
    expect(providerSettings(config(['ApplePay'], { ApplePay: { intent: 'capture' } }))).toEqual({
      vaultModeEnabled: false,
      intent: 'capture',
      fraudToolsEnabled: true,
    });
    expect(providerSettings(null)).toEqual({
      vaultModeEnabled: false,
      intent: 'capture',
      fraudToolsEnabled: true,
    });
  });

  it("gives each allowed button its own provider configuration (a gateway's wallet options)", () => {
    expect(
      buttonProviderConfigs(
        config(['PayPal', 'PayLater', 'ApplePay'], {
          PayPal: { enabled: true, intent: 'capture' },
          PayLater: { enabled: true, enableFundingList: ['paylater'] },
          GooglePay: { enabled: true },
        }),
      ),
    ).toEqual({
      PayPal: { enabled: true, intent: 'capture' },
      PayLater: { enabled: true, enableFundingList: ['paylater'] },
    });
    expect(buttonProviderConfigs(null)).toEqual({});
  });
});
