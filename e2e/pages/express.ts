import { expect, type Frame, type Locator, type Page, type Request } from '@playwright/test';
import { toast } from './toast.ts';

/** A buyer typed into the sandbox wallet sheet (it pre-fills nobody's data for a guest). */
export interface SheetBuyer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  line1: string;
  city: string;
  state?: string;
  postalCode: string;
  countryCode: string;
}

/** A US buyer (no seeded customer has this email). */
export const AUSTIN_BUYER: SheetBuyer = {
  email: 'express.buyer@example.com',
  firstName: 'Taylor',
  lastName: 'Reed',
  phone: '(512) 555-0100',
  line1: '12 Ember Lane',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  countryCode: 'US',
};

/** A German buyer: a postal code and no state. */
export const BERLIN_BUYER: SheetBuyer = {
  email: 'express.berlin@example.com',
  firstName: 'Mila',
  lastName: 'Krause',
  phone: '+49 30 1234567',
  line1: 'Unter den Linden 1',
  city: 'Berlin',
  postalCode: '10117',
  countryCode: 'DE',
};

/** An Australian buyer with a state. */
export const SYDNEY_BUYER: SheetBuyer = {
  email: 'express.sydney@example.com',
  firstName: 'Jack',
  lastName: 'Nguyen',
  phone: '+61 2 9876 5432',
  line1: '1 George Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  countryCode: 'AU',
};

/** Where an express button bar is: product page, mini cart, cart page, checkout section. */
export type ExpressPlace = 'pdp' | 'minicart' | 'cart' | 'checkout';

/** The express button bars (product page, mini cart, cart page) and the sandbox wallet sheet. */
export class ExpressPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The bar of a place: `pdp`, `minicart` or `cart`. */
  bar(place: ExpressPlace): Locator {
    return this.page.getByTestId(`express-${place}`);
  }

  /** A wallet button by its display name ("PayPal", "Pay Later", "Apple Pay", …). */
  button(place: ExpressPlace, name: string): Locator {
    return this.bar(place).getByRole('button', { name, exact: true });
  }

  toggle(place: ExpressPlace): Locator {
    return this.bar(place).getByRole('button', { name: /Show (More|Less) Payments Options/ });
  }

  /** Clicks a wallet's button, expanding the bar first when the button is folded away. */
  async press(place: ExpressPlace, name: string) {
    const button = this.button(place, name);
    if (!(await button.isVisible())) {
      const toggle = this.toggle(place);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await button.click();
  }

  /** Opens a wallet's sandbox sheet (`press`, then the sheet shows). */
  async choose(place: ExpressPlace, name: string) {
    await this.press(place, name);
    await expect(this.sheet).toBeVisible({ timeout: 15_000 });
  }

  /**
   * The express configuration as the next page's bars read it (350 ms after the basket, customer
   * or mini cart last changed), once the page has had the frames to render it: a bar absent then
   * stays absent. Answers the buttons it offered. Call before the navigation; reads the page
   * being left may still make do not count.
   */
  configRead(): () => Promise<string[]> {
    const page = this.page;
    let navigated = false;
    const reads = new Set<Request>();
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) navigated = true;
    };
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (
        navigated &&
        request.method() === 'GET' &&
        url.pathname.endsWith('/express') &&
        !url.search
      )
        reads.add(request);
    };
    page.on('framenavigated', onNavigated);
    page.on('request', onRequest);
    const response = page.waitForResponse((r) => reads.has(r.request()));
    return async () => {
      try {
        const answer = (await (await response).json()) as { buttons?: string[] };
        await this.settled();
        return answer.buttons ?? [];
      } finally {
        page.off('framenavigated', onNavigated);
        page.off('request', onRequest);
      }
    };
  }

  /** Two animation frames: what the page does with an answer it has received is on screen. */
  async settled() {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  }

  /** Whether the express flow's code (loaded on a button's first focus or hover) has arrived. */
  async flowCodeLoaded(): Promise<boolean> {
    return this.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/ExpressCheckout-[^/]*\.js$/.test(entry.name)),
    );
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: /\(sandbox\)$/ });
  }

  field(label: string): Locator {
    return this.sheet.getByLabel(label, { exact: true });
  }

  /**
   * Types `buyer` into the open sheet: contact, and the shipping address unless `address` is
   * false (a vault sheet has none).
   */
  async fillBuyer(buyer: SheetBuyer, { address = true } = {}) {
    await this.field('Email').fill(buyer.email);
    await this.field('Phone').fill(buyer.phone);
    await this.field('First name').fill(buyer.firstName);
    await this.field('Last name').fill(buyer.lastName);
    if (!address) return;
    await this.field('Address').fill(buyer.line1);
    await this.field('City').fill(buyer.city);
    await this.field('State or province').fill(buyer.state ?? '');
    await this.field('Postal code').fill(buyer.postalCode);
    await this.field('Country code').fill(buyer.countryCode);
  }

  /** The contact and address fields a guest's sheet starts with: all empty. */
  async expectEmpty() {
    for (const label of ['Email', 'Phone', 'First name', 'Last name', 'Address', 'City'])
      await expect(this.field(label)).toHaveValue('');
    await expect(this.field('Postal code')).toHaveValue('');
    await expect(this.field('Country code')).toHaveValue('');
  }

  /** Sets the sheet's shipping address and waits for its shipping options (spec 002 §4). */
  async updateShipping() {
    await this.sheet.getByRole('button', { name: 'Update shipping' }).click();
    await expect(this.shippingOptions.getByRole('radio').first()).toBeVisible({ timeout: 15_000 });
  }

  get shippingOptions(): Locator {
    return this.sheet.getByRole('group', { name: 'Shipping options' });
  }

  /** A shipping option by its method name ("Standard", "Express", …). */
  shippingOption(name: string): Locator {
    return this.shippingOptions.getByRole('radio', { name: new RegExp(`^${name}: `) });
  }

  /** The sheet's shipping, tax and total. */
  get totals(): Locator {
    return this.sheet.getByTestId('wallet-sheet-totals');
  }

  /** The "Amount to approve" line of the sheet. */
  get amount(): Locator {
    return this.sheet.getByText(/Amount to approve: /);
  }

  async approve() {
    await this.sheet.getByRole('button', { name: 'Approve' }).click();
  }

  async cancel() {
    await this.sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(this.sheet).toBeHidden();
  }

  /** After approval: the confirmation page of the placed order, paid with `method`. */
  async expectConfirmation(method?: string) {
    await expect(this.page).toHaveURL(/\/checkout\/confirmation\/\d{8}$/, { timeout: 30_000 });
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      'Thank you for your order!',
    );
    if (method) await expect(this.page.getByTestId('order-details')).toContainText(method);
  }

  toast(text: string | RegExp): Locator {
    return toast(this.page, text);
  }
}
