// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutView } from '../../lib/checkout/checkout-view.ts';
import { PaymentTabs, type PaymentTabDefinition, type PaymentTabProps } from './PaymentTabs.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const registered: string[] = [];
const panel = (id: string) =>
  function Panel({ register }: PaymentTabProps) {
    register(() => Promise.resolve({ ok: true, fields: { paymentSource: id } }));
    registered.push(id);
    return <p>{`${id} panel`}</p>;
  };

/** Three tabs as a wallet tab would be added: one more definition each. */
const TABS: PaymentTabDefinition[] = [
  { id: 'card', label: 'Credit Card', Panel: panel('card') },
  { id: 'paypal', label: 'PayPal', Panel: panel('paypal') },
  { id: 'wallet', label: 'Mobile Wallet', Panel: panel('wallet') },
];

function Harness() {
  const [selected, setSelected] = useState('card');
  return (
    <PaymentTabs
      label="Payment methods"
      tabs={TABS}
      selected={selected}
      onSelect={setSelected}
      view={{} as CheckoutView}
      register={() => undefined}
      checkBilling={() => Promise.resolve(true)}
      hideContinue={() => undefined}
    />
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  registered.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Harness />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const press = (key: string) =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

describe('PaymentTabs', () => {
  it('is a tab list with one tab stop and only the open tab’s panel', () => {
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'Payment methods',
    );
    expect(tabs().map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual(
      [
        ['Credit Card', 'true', 0],
        ['PayPal', 'false', -1],
        ['Mobile Wallet', 'false', -1],
      ],
    );
    const panelEl = container.querySelector('[role="tabpanel"]')!;
    expect(panelEl.getAttribute('aria-labelledby')).toBe('payment-tab-card');
    expect(panelEl.textContent).toBe('card panel');
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    act(() => tabs()[0]!.focus());
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('PayPal');
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('paypal panel');
    press('End');
    expect(document.activeElement?.textContent).toBe('Mobile Wallet');
    press('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Credit Card');
    press('ArrowLeft');
    expect(document.activeElement?.textContent).toBe('Mobile Wallet');
    press('Home');
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('card panel');
    expect(registered).toContain('wallet');
  });

  it('opens a tab on click', () => {
    act(() => tabs()[1]!.click());
    expect(tabs()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]')?.textContent).toBe('paypal panel');
  });
});
