import type { Locator, Page } from '@playwright/test';
import { CartPages } from './cart.ts';

/** The e-gift card's form on its product page (/p/e-gift-card) and its lines in the cart. */
export class GiftCardPages {
  readonly page: Page;
  readonly cart: CartPages;

  constructor(page: Page) {
    this.page = page;
    this.cart = new CartPages(page);
  }

  async goto(path = '/p/e-gift-card') {
    await this.page.goto(path);
    await this.cart.hydrated();
  }

  get form(): Locator {
    return this.page.getByTestId('gift-card-form');
  }

  /** A preset amount ("$100.00") or "Custom Amount". */
  amount(name: string): Locator {
    return this.form.getByRole('radio', { name, exact: true });
  }

  /** A field by its whole label ("Recipient Email" is not "Confirm Recipient Email"). */
  field(label: string | RegExp): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  get submit(): Locator {
    return this.form.getByRole('button', { name: 'Add to Cart' });
  }

  /** Fills every field of the form (the amount a preset, or a custom value). */
  async fill(card: {
    amount: string;
    custom?: string;
    recipientName: string;
    recipientEmail: string;
    confirmEmail?: string;
    yourName: string;
    message?: string;
  }) {
    await this.amount(card.amount).check();
    if (card.custom !== undefined) await this.field(/^Custom amount/).fill(card.custom);
    await this.field('Recipient Name').fill(card.recipientName);
    await this.field('Recipient Email').fill(card.recipientEmail);
    await this.field('Confirm Recipient Email').fill(card.confirmEmail ?? card.recipientEmail);
    await this.field('Your Name').fill(card.yourName);
    if (card.message !== undefined) await this.field(/^Gift Message/).fill(card.message);
  }

  /** The gift card line of the mini cart or the cart page. */
  line(within: Locator | Page = this.page): Locator {
    return within.getByTestId('gift-card-line');
  }

  editButton(line: Locator): Locator {
    return line.getByRole('button', { name: /^Edit gift card for/ });
  }

  removeButton(line: Locator): Locator {
    return line.getByRole('button', { name: /^Remove gift card for/ });
  }
}
