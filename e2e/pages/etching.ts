import { expect, type Locator, type Page } from '@playwright/test';

/** The product page's etching launcher and its full-screen modal (spec 001 §2 "Etching modal"). */
export class EtchingModal {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async openProduct(path: string) {
    await this.page.goto(path);
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  get launcher(): Locator {
    return this.page.getByTestId('etching-launcher');
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Customize your / });
  }

  async open() {
    await this.launcher.click();
    await expect(this.dialog).toBeVisible();
  }

  type(name: string): Locator {
    return this.dialog.getByRole('button', { name: new RegExp(`^${name}`) });
  }

  get text(): Locator {
    return this.dialog.getByLabel('Your text');
  }

  get preview(): Locator {
    return this.dialog.getByTestId('etching-preview-text');
  }

  get addToCart(): Locator {
    return this.dialog.getByTestId('etching-add-to-cart');
  }

  /** Spec 001 §2 step 3: saves the product with its text to the wishlist. */
  get saveForLater(): Locator {
    return this.dialog.getByRole('button', { name: 'Save for later' });
  }

  get exitConfirmation(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Are you sure you want to exit?' });
  }

  groupField(label: string | RegExp): Locator {
    return this.dialog.getByTestId('group-inquiry').getByLabel(label);
  }
}
