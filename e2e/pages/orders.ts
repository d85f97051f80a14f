import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The order pages: the confirmation (/checkout/confirmation/{orderNo}), the account's Orders and
 * order detail, and Track an Order, with the one order view they share.
 */
export class OrderPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /**
   * The browser's own shopper access token: the storefront keeps it in the httpOnly cookie
   * `cc-at_{siteId}`, set once a hydrated page has started the session.
   */
  async browserToken(siteId = 'SoloUS'): Promise<string> {
    const name = `cc-at_${siteId}`;
    let token = '';
    await expect
      .poll(async () => {
        const cookie = (await this.page.context().cookies()).find((c) => c.name === name);
        token = cookie?.value ?? '';
        return token.length > 0;
      })
      .toBe(true);
    return decodeURIComponent(token);
  }

  async gotoConfirmation(orderNo: string) {
    const response = await this.page.goto(`/checkout/confirmation/${orderNo}`);
    await this.hydrated();
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** The order view (the one on the page). */
  get details(): Locator {
    return this.page.getByTestId('order-details');
  }

  line(name: string): Locator {
    return this.details.getByTestId('order-line').filter({ hasText: name });
  }

  get summary(): Locator {
    return this.details.getByTestId('order-summary');
  }

  get status(): Locator {
    return this.details.getByTestId('order-status');
  }

  get createAccount(): Locator {
    return this.page.getByRole('form', { name: 'Create an account' });
  }

  /** The tag-manager events of the page (window.dataLayer) with `event` as their name. */
  async dataLayerEvents(event: string): Promise<Array<Record<string, unknown>>> {
    return this.page.evaluate(
      (name) =>
        ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
          (e) => e.event === name,
        ),
      event,
    );
  }

  async gotoHistory(query = '') {
    await this.page.goto(`/account/orders${query}`);
    await this.hydrated();
  }

  get historyCards(): Locator {
    return this.page.getByRole('list', { name: 'Your orders' }).getByTestId('order-summary-card');
  }

  get rangeSelect(): Locator {
    return this.page.getByLabel('Orders placed in');
  }

  get pagination(): Locator {
    return this.page.getByRole('navigation', { name: 'Order pages' });
  }

  async gotoTrack(prefix = '') {
    const response = await this.page.goto(`${prefix}/track-order`);
    await this.hydrated();
    return response;
  }

  get trackForm(): Locator {
    return this.page.getByRole('form', { name: 'Track an Order' });
  }

  async track(orderNo: string, email: string) {
    await this.trackForm.getByLabel('Order Number').fill(orderNo);
    await this.trackForm.getByLabel('Email').fill(email);
    await this.trackForm.getByRole('button', { name: 'Track Order' }).click();
  }
}
