import type { Locator, Page } from '@playwright/test';

/**
 * Klarna on the EU and Australian sites (issue 22): the product page's offer, the checkout's
 * Klarna tab (plan, schedule, the wallet button) and the plan on the order pages.
 */
export class KlarnaPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** "Or 3 interest-free payments of … with Klarna." under the product page price. */
  get offer(): Locator {
    return this.page.getByTestId('klarna-offer');
  }

  get payment(): Locator {
    return this.page.locator('section#payment');
  }

  get tab(): Locator {
    return this.payment.getByRole('tab', { name: 'Klarna', exact: true });
  }

  plan(name: 'Pay in 3 interest-free payments' | 'Pay in 30 days'): Locator {
    return this.payment
      .getByRole('group', { name: 'How would you like to pay with Klarna?' })
      .getByRole('radio', { name });
  }

  /** The tab's schedule: one list item per payment. */
  get schedule(): Locator {
    return this.payment
      .getByRole('region', { name: 'Your payments to Klarna' })
      .getByRole('listitem');
  }

  get button(): Locator {
    return this.payment.getByRole('button', { name: 'Pay with Klarna' });
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'Klarna (sandbox)' });
  }

  /** The order pages' plan block. */
  get orderPlan(): Locator {
    return this.page.getByTestId('order-klarna-plan');
  }
}
