// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutView } from '../../lib/checkout/checkout-view.ts';
import { ToastProvider } from '../ui/Toaster.tsx';
import { click, mountContent } from '../content/dom-test-support.tsx';
import WalletTab from './WalletTab.tsx';

/** The checkout view a guest's PayPal tab reads: no stored accounts, the basket's total. */
const viewWithTotal = (estimatedTotal: number) =>
  ({
    cart: { estimatedTotal, currency: 'USD' },
    email: '',
    savedCards: [],
    savedWalletAccounts: [],
    isRegistered: false,
    provider: { vaultModeEnabled: true, intent: 'capture', fraudToolsEnabled: false },
  }) as unknown as CheckoutView;

let mounted: ReturnType<typeof mountContent> | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function mountTab(total: number) {
  const hidden: boolean[] = [];
  mounted = mountContent(
    <ToastProvider>
      <WalletTab
        walletType="paypal"
        view={viewWithTotal(total)}
        register={() => undefined}
        checkBilling={() => Promise.resolve(true)}
        hideContinue={(h) => hidden.push(h)}
      />
    </ToastProvider>,
  );
  return { container: mounted.container, hidden };
}

describe('the PayPal tab with nothing to pay (spec 002 §4 "PayPal button visibility")', () => {
  it('shows the zero-amount button instead of the wallet button, and says why on a click', async () => {
    const { container, hidden } = mountTab(0);
    const zero = container.querySelector('[data-testid="wallet-zero-amount"]');
    expect(zero?.textContent).toBe('Pay with PayPal');
    expect(zero?.getAttribute('aria-disabled')).toBe('true');
    // Only one button of the wallet, and continue hidden as for any new account.
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(hidden.at(-1)).toBe(true);
    click(zero!);
    // The toasts' viewport loads on the first toast.
    await vi.waitFor(async () => {
      await act(() => Promise.resolve());
      expect(document.body.textContent).toContain(
        'Your order total is 0. Add a product to your cart before paying.',
      );
    });
    // No sheet opened.
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the wallet button when there is something to pay', () => {
    const { container } = mountTab(24.5);
    expect(container.querySelector('[data-testid="wallet-zero-amount"]')).toBeNull();
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Pay with PayPal']);
    expect(buttons[0]?.getAttribute('aria-disabled')).toBeNull();
  });
});
