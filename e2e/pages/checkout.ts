import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './toast.ts';

export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  stateCode?: string;
  postalCode: string;
  countryCode: string;
  phone: string;
}

export const SEATTLE: CheckoutAddress = {
  firstName: 'Robin',
  lastName: 'Alder',
  address1: '400 Pine Street',
  city: 'Seattle',
  stateCode: 'WA',
  postalCode: '98101',
  countryCode: 'US',
  phone: '2065550134',
};

export const BERLIN: CheckoutAddress = {
  firstName: 'Lena',
  lastName: 'Schmidt',
  address1: 'Friedrichstraße 10',
  city: 'Berlin',
  postalCode: '10117',
  countryCode: 'DE',
  phone: '+49 30 1234567',
};

export interface TestCard {
  owner: string;
  number: string;
  expiration: string;
  cvv: string;
}

/** README "Test cards". */
export const APPROVED: TestCard = {
  owner: 'Robin Alder',
  number: '4111 1111 1111 1111',
  expiration: '12/30',
  cvv: '123',
};
export const DECLINED: TestCard = { ...APPROVED, number: '4000 0000 0000 0002' };
export const INSUFFICIENT_FUNDS: TestCard = { ...APPROVED, number: '4000 0000 0000 9995' };

/** /checkout (spec 002 §2): its steps, the card tab, the summary and Place Order. */
export class CheckoutPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** Puts a product in the shopper's basket through the storefront's own /basket route. */
  async addToBasket(productId: string, prefix = '', quantity = 1) {
    const response = await this.page.request.post(`${prefix}/basket`, {
      data: { intent: 'add', items: [{ productId, quantity }] },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }

  async goto(prefix = '', hash = '') {
    await this.page.goto(`${prefix}/checkout${hash}`);
    await this.hydrated();
  }

  section(id: 'contact' | 'shipping' | 'shipping-method' | 'payment'): Locator {
    return this.page.locator(`section#${id}`);
  }

  get email(): Locator {
    return this.section('contact').getByLabel('Email');
  }

  async fillContact(email: string) {
    await this.email.fill(email);
    await this.section('contact').getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(this.page).toHaveURL(/#shipping$/);
  }

  field(section: 'shipping' | 'payment', label: string | RegExp): Locator {
    return this.section(section).getByLabel(label, { exact: typeof label === 'string' });
  }

  async fillAddress(address: CheckoutAddress) {
    const f = (label: string) => this.field('shipping', label);
    await f('First Name').fill(address.firstName);
    await f('Last Name').fill(address.lastName);
    await f('Address').fill(address.address1);
    await f('City').fill(address.city);
    await f('State / Province').fill(address.stateCode ?? '');
    await f('Postal Code').fill(address.postalCode);
    const country = f('Country');
    if (await country.isEnabled()) await country.selectOption(address.countryCode);
    await f('Phone').pressSequentially(address.phone);
  }

  async submitShipping() {
    await this.section('shipping')
      .getByRole('button', { name: 'Continue to Shipping Method' })
      .click();
    await expect(this.page).toHaveURL(/#shipping-method$/);
  }

  method(name: string | RegExp): Locator {
    return this.section('shipping-method').getByRole('radio', { name });
  }

  async continueToPayment() {
    await this.section('shipping-method')
      .getByRole('button', { name: 'Continue to Payment' })
      .click();
    await expect(this.page).toHaveURL(/#payment$/);
  }

  get cardTab(): Locator {
    return this.section('payment').getByRole('tab', { name: 'Credit Card' });
  }

  async fillCard(card: TestCard) {
    const p = this.section('payment');
    await p.getByLabel('Name on Card').fill(card.owner);
    await p.getByLabel('Card Number').fill(card.number);
    await p.getByLabel('Expiration Date (MM/YY)').fill(card.expiration);
    await p.getByLabel('Security Code').fill(card.cvv);
  }

  get placeOrder(): Locator {
    return this.section('payment').getByRole('button', { name: 'Place Order' });
  }

  get overlay(): Locator {
    return this.page.getByTestId('processing-overlay');
  }

  get summary(): Locator {
    return this.page.getByTestId('order-summary');
  }

  toast(text: string | RegExp): Locator {
    return toast(this.page, text);
  }

  /** The error text tied to a field through aria-describedby. */
  async fieldError(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const id = ids.split(' ').find((x) => x.endsWith('-error'));
    if (!id) return '';
    return (await this.page.locator(`[id="${id}"]`).textContent()) ?? '';
  }

  async expectConfirmation() {
    await expect(this.page).toHaveURL(/\/checkout\/confirmation\/\d{8}$/, { timeout: 30_000 });
  }
}
