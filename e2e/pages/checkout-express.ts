import { expect, type Locator, type Page } from '@playwright/test';
import { CheckoutPage, type CheckoutAddress } from './checkout.ts';
import { ExpressPages } from './express.ts';

/**
 * The checkout's express section and the wallets of its billing step (spec 002 §1, §2, §5): the
 * section at the top of /checkout, the wallet tabs beside the card, and the billing phone Apple
 * Pay checks before its sheet opens.
 */
export class CheckoutExpressPage {
  readonly page: Page;
  readonly checkout: CheckoutPage;
  readonly express: ExpressPages;

  constructor(page: Page) {
    this.page = page;
    this.checkout = new CheckoutPage(page);
    this.express = new ExpressPages(page);
  }

  /** The express section at the top of the checkout. */
  get section(): Locator {
    return this.express.bar('checkout');
  }

  /** The section's wallet buttons (their express configuration ids), in their order. */
  async buttonIds(): Promise<string[]> {
    return this.section
      .locator('button[data-button]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-button') ?? ''));
  }

  /** A picture of the whole page for the test's report. */
  async picture(name: string, info: { outputPath: (name: string) => string }) {
    await this.page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
  }

  /** A guest with `productId` in the basket reaches the payment step, shipping to `address`. */
  async guestToPayment(productId: string, email: string, address: CheckoutAddress) {
    await this.checkout.addToBasket(productId);
    await this.checkout.goto();
    await this.checkout.fillContact(email);
    await this.checkout.fillAddress(address);
    await this.checkout.submitShipping();
    await this.checkout.continueToPayment();
  }

  get payment(): Locator {
    return this.checkout.section('payment');
  }

  tab(name: string): Locator {
    return this.payment.getByRole('tab', { name, exact: true });
  }

  /** The wallet's own button in its open tab ("Pay with Apple Pay"). */
  walletButton(name: string): Locator {
    return this.payment.getByRole('button', { name: `Pay with ${name}` });
  }

  /** Opens a wallet's tab of the billing step. */
  async openTab(name: string) {
    const tab = this.tab(name);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(this.walletButton(name)).toBeVisible({ timeout: 15_000 });
  }

  /** Unticks "same as shipping", so the billing fields (and their phone) show. */
  async ownBillingAddress() {
    await this.payment.getByRole('checkbox', { name: 'Same as shipping address' }).uncheck();
    await expect(this.billingPhone).toBeVisible();
  }

  get billingPhone(): Locator {
    return this.checkout.field('payment', 'Phone (optional)');
  }
}
