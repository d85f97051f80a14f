import { expect, type Locator, type Page } from '@playwright/test';

/** The product page's subscription offer (spec 001 §2, §4). */
export class SubscriptionOffer {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get offer(): Locator {
    return this.page.getByRole('group', { name: 'How would you like to buy?' });
  }

  get oneTime(): Locator {
    return this.offer.getByRole('radio', { name: /^One-time purchase/ });
  }

  get subscribe(): Locator {
    return this.offer.getByRole('radio', { name: /^Subscribe and save/ });
  }

  get frequency(): Locator {
    return this.offer.getByLabel('Deliver');
  }

  get guestNotice(): Locator {
    return this.page.getByTestId('subscription-guest-notice');
  }

  /** OG_STATE as the page keeps it in local storage. */
  async ogState(): Promise<unknown> {
    return this.page.evaluate(
      () => JSON.parse(localStorage.getItem('OG_STATE') ?? 'null') as unknown,
    );
  }
}

/** The account's Subscriptions page (/account/subscriptions). */
export class AccountSubscriptionsPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(prefix = '') {
    await this.page.goto(`${prefix}/account/subscriptions`);
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** A subscription's card, by its product name. */
  subscription(name: string): Locator {
    return this.main.getByRole('article', { name });
  }

  get upcoming(): Locator {
    return this.page.getByTestId('upcoming-order');
  }

  get status(): Locator {
    return this.main.getByRole('status');
  }

  /** Presses a button by keyboard (focus, Enter) and waits for the page's confirmation. */
  async press(button: Locator, confirmation: string) {
    await button.focus();
    await this.page.keyboard.press('Enter');
    await expect(this.status).toHaveText(confirmation);
  }
}
