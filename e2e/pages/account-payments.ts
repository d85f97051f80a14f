import { expect, type Locator, type Page } from '@playwright/test';
import { AccountPages } from './account.ts';

/** The account's Credit Cards page (/account/payments): stored cards and wallet accounts. */
export class AccountPaymentsPage {
  readonly page: Page;
  readonly account: AccountPages;

  constructor(page: Page) {
    this.page = page;
    this.account = new AccountPages(page);
  }

  async goto() {
    await this.page.goto('/account/payments');
    await this.account.hydrated();
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  get cards(): Locator {
    return this.main.getByRole('list', { name: 'Saved cards' }).getByRole('article');
  }

  get paypalAccounts(): Locator {
    return this.main.getByRole('list', { name: 'PayPal accounts' }).getByRole('article');
  }

  /** A stored card or account by the name its heading shows ("Visa ************1111"). */
  instrument(name: string | RegExp): Locator {
    return this.main.getByRole('article', { name });
  }

  get mobileWalletAccounts(): Locator {
    return this.main.getByRole('list', { name: 'Mobile wallet accounts' }).getByRole('article');
  }

  /** The sandbox wallet's approval sheet ("PayPal (sandbox)"). */
  walletSheet(wallet: string): Locator {
    return this.page.getByRole('dialog', { name: `${wallet} (sandbox)` });
  }

  /**
   * Approves the open sheet by keyboard with `email` as the account's email. The sheet starts
   * from the signed-in shopper's own name (never another customer's data).
   */
  async approveSheet(wallet: string, email: string) {
    const sheet = this.walletSheet(wallet);
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Save this account for later payments.');
    await expect(sheet.getByLabel('First name', { exact: true })).not.toHaveValue('');
    await sheet.getByLabel('Email').fill(email);
    await this.press(sheet.getByRole('button', { name: 'Approve' }));
    await expect(sheet).toHaveCount(0);
  }

  get status(): Locator {
    return this.main.getByRole('status');
  }

  get alert(): Locator {
    return this.main.getByRole('alert');
  }

  get removeDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Remove this payment method?' });
  }

  /** Presses a button by keyboard: focus, then Enter. */
  async press(button: Locator) {
    await button.focus();
    await this.page.keyboard.press('Enter');
  }

  /** The Default badge of an instrument. */
  defaultBadge(instrument: Locator): Locator {
    return instrument.getByText('Default', { exact: true });
  }

  async expectDefault(name: string) {
    await expect(this.instrument(name)).toHaveAttribute('data-default', 'true');
    await expect(this.main.locator('article[data-default="true"]')).toHaveCount(1);
  }
}
