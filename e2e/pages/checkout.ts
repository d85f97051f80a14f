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

/** The labels the page object finds the checkout's controls by, in the page's language. */
const EN = {
  email: 'Email',
  continueAsGuest: 'Continue as Guest',
  firstName: 'First Name',
  lastName: 'Last Name',
  address: 'Address',
  city: 'City',
  state: 'State / Province',
  postalCode: 'Postal Code',
  country: 'Country',
  phone: 'Phone',
  toShippingMethod: 'Continue to Shipping Method',
  toPayment: 'Continue to Payment',
  cardTab: 'Credit Card',
  cardOwner: 'Name on Card',
  cardNumber: 'Card Number',
  cardExpiry: 'Expiration Date (MM/YY)',
  cardCvv: 'Security Code',
  placeOrder: 'Place Order',
};
export type CheckoutLabels = typeof EN;

/** The German checkout (/eu/de), as the de catalogue words it. */
export const CHECKOUT_DE: CheckoutLabels = {
  email: 'E-Mail',
  continueAsGuest: 'Als Gast fortfahren',
  firstName: 'Vorname',
  lastName: 'Nachname',
  address: 'Adresse',
  city: 'Ort',
  state: 'Bundesland / Provinz',
  postalCode: 'Postleitzahl',
  country: 'Land',
  phone: 'Telefon',
  toShippingMethod: 'Weiter zur Versandart',
  toPayment: 'Weiter zur Zahlung',
  cardTab: 'Kreditkarte',
  cardOwner: 'Name auf der Karte',
  cardNumber: 'Kartennummer',
  cardExpiry: 'Ablaufdatum (MM/JJ)',
  cardCvv: 'Sicherheitscode',
  placeOrder: 'Bestellung aufgeben',
};

/** /checkout (spec 002 §2): its steps, the card tab, the summary and Place Order. */
export class CheckoutPage {
  readonly page: Page;
  readonly labels: CheckoutLabels;

  constructor(page: Page, labels: CheckoutLabels = EN) {
    this.page = page;
    this.labels = labels;
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
    return this.section('contact').getByLabel(this.labels.email);
  }

  async fillContact(email: string) {
    await this.email.fill(email);
    await this.section('contact')
      .getByRole('button', { name: this.labels.continueAsGuest })
      .click();
    await expect(this.page).toHaveURL(/#shipping$/);
  }

  field(section: 'shipping' | 'payment', label: string | RegExp): Locator {
    return this.section(section).getByLabel(label, { exact: typeof label === 'string' });
  }

  async fillAddress(address: CheckoutAddress) {
    const f = (label: keyof CheckoutLabels) => this.field('shipping', this.labels[label]);
    await f('firstName').fill(address.firstName);
    await f('lastName').fill(address.lastName);
    await f('address').fill(address.address1);
    await f('city').fill(address.city);
    await f('state').fill(address.stateCode ?? '');
    await f('postalCode').fill(address.postalCode);
    const country = f('country');
    if (await country.isEnabled()) await country.selectOption(address.countryCode);
    await f('phone').pressSequentially(address.phone);
  }

  async submitShipping() {
    await this.section('shipping')
      .getByRole('button', { name: this.labels.toShippingMethod })
      .click();
    await expect(this.page).toHaveURL(/#shipping-method$/);
  }

  method(name: string | RegExp): Locator {
    return this.section('shipping-method').getByRole('radio', { name });
  }

  async continueToPayment() {
    await this.section('shipping-method')
      .getByRole('button', { name: this.labels.toPayment })
      .click();
    await expect(this.page).toHaveURL(/#payment$/);
  }

  get cardTab(): Locator {
    return this.section('payment').getByRole('tab', { name: this.labels.cardTab });
  }

  async fillCard(card: TestCard) {
    const p = this.section('payment');
    await p.getByLabel(this.labels.cardOwner).fill(card.owner);
    await p.getByLabel(this.labels.cardNumber).fill(card.number);
    await p.getByLabel(this.labels.cardExpiry).fill(card.expiration);
    await p.getByLabel(this.labels.cardCvv).fill(card.cvv);
  }

  get placeOrder(): Locator {
    return this.section('payment').getByRole('button', { name: this.labels.placeOrder });
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

  /**
   * Clicks Place Order and sends its one submission `times` times at once (the button disables
   * itself after a click, so the copies go out from the test: the same form, the same attempt id
   * and card nonce, all with the shopper's cookies); the page gets the first answer. Resolves to
   * the order number each answer names (null for an answer naming none).
   */
  async placeOrderAtOnce(times: number): Promise<Array<string | null>> {
    let answers: Promise<Array<string | null>> | undefined;
    const isPlaceOrder = (url: URL) => url.pathname.startsWith('/checkout');
    await this.page.route(isPlaceOrder, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const sent = Promise.all(Array.from({ length: times }, () => route.fetch()));
      answers = sent.then((all) =>
        Promise.all(
          all.map(async (r) => /confirmation\/(\d{8})/.exec(await r.text())?.[1] ?? null),
        ),
      );
      await route.fulfill({ response: (await sent)[0]! });
    });
    await this.placeOrder.click();
    await expect.poll(() => answers !== undefined).toBe(true);
    const orderNos = await answers!;
    await this.page.unroute(isPlaceOrder);
    return orderNos;
  }
}
