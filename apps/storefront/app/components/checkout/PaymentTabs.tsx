import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import type { CheckoutView } from '../../lib/checkout/checkout-view.ts';

/**
 * What a tab does when Place Order is pressed while it is open: it may add form fields (the card
 * tab adds the gateway's nonce) or stop the submit (invalid fields are then marked by the tab).
 */
export type PaymentPrepare = () => Promise<
  { ok: true; fields: Record<string, string> } | { ok: false; toast?: 'default' }
>;

/** What a billing check asks beyond the address: `phone`, a phone (spec 002 §5 Apple Pay). */
export interface BillingCheck {
  phone?: boolean;
}

/** What every payment tab's panel receives. */
export interface PaymentTabProps {
  view: CheckoutView;
  /** The tab registers how to prepare the submit while it is open (null: nothing to add). */
  register: (prepare: PaymentPrepare | null) => void;
  /**
   * Checks the billing fields (the browser's constraint validation, then the address rules) and
   * marks the invalid ones; true when they pass. A wallet asks before its sheet opens.
   */
  checkBilling: (options?: BillingCheck) => Promise<boolean>;
  /**
   * Spec 002 §4: a wallet tab in its new-account state hides the continue button (Place Order);
   * its own button opens the sheet, whose approval submits. Unmounting shows it again.
   */
  hideContinue: (hidden: boolean) => void;
}

/**
 * One tab of the billing step (spec 002 §2: PayPal, stored-card-scheme, mobile-wallet, and the
 * hosted card fields). Further tabs are further entries: `available` hides a tab the browser or
 * site cannot offer (spec 002 §2: the mobile wallet where the browser lacks support). A panel
 * names its payment in the form's `paymentSource` field (the Card tab: "card"), which the
 * action reads (lib/checkout/submission.ts `paymentOf`).
 */
export interface PaymentTabDefinition {
  id: string;
  label: string;
  Panel: ComponentType<PaymentTabProps>;
  available?: (view: CheckoutView) => boolean;
}

/**
 * The tab list (WAI-ARIA tabs, automatic activation: arrow keys, Home and End move between tabs);
 * only the open tab's panel is rendered, so only its fields are submitted.
 */
export function PaymentTabs({
  label,
  tabs,
  selected,
  onSelect,
  view,
  register,
  checkBilling,
  hideContinue,
}: {
  label: string;
  tabs: PaymentTabDefinition[];
  selected: string;
  onSelect: (id: string) => void;
  view: CheckoutView;
  register: PaymentTabProps['register'];
  checkBilling: PaymentTabProps['checkBilling'];
  hideContinue: PaymentTabProps['hideContinue'];
}) {
  const list = useRef<HTMLDivElement>(null);
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  if (!active) return null;
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  const { Panel } = active;
  return (
    <div className="grid gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-2 border-b border-stone-300"
      >
        {tabs.map((tab, index) => {
          const isActive = tab.id === active.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`payment-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`payment-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className="-mb-px min-h-11 border-b-2 border-transparent px-4 text-sm font-semibold text-stone-700 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 aria-selected:border-stone-900 aria-selected:text-stone-900"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`payment-panel-${active.id}`}
        aria-labelledby={`payment-tab-${active.id}`}
        className="grid gap-4"
      >
        <Panel
          key={active.id}
          view={view}
          register={register}
          checkBilling={checkBilling}
          hideContinue={hideContinue}
        />
      </div>
    </div>
  );
}
