import { expect, type Locator, type Page } from '@playwright/test';
import { ProductPage } from './product.ts';
import { toast } from './toast.ts';

/** The header's cart icon, the mini cart drawer, the cart page (/cart) and the cart toasts. */
export class CartPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Waits until React has hydrated the page, so clicks run the app's handlers. */
  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** Adds the product of a product page `path` with its Add to Cart button; the mini cart opens. */
  async addFromProductPage(path: string) {
    const pdp = new ProductPage(this.page);
    await pdp.goto(path);
    await pdp.hydrated();
    await pdp.add();
    await expect(this.miniCart).toBeVisible();
  }

  async gotoCart(prefix = '') {
    await this.page.goto(`${prefix}/cart`);
    await this.hydrated();
  }

  /** The header's cart button (its name says the count once the basket has items). */
  get cartButton(): Locator {
    return this.page.locator('header').getByRole('button', { name: /cart/i });
  }

  get count(): Locator {
    return this.page.getByTestId('cart-count');
  }

  get miniCart(): Locator {
    return this.page.getByRole('dialog', { name: /Your Cart|Your cart is empty/ });
  }

  toast(text: string | RegExp): Locator {
    return toast(this.page, text);
  }

  /** A basket line (mini cart or cart page) by product name. */
  line(name: string, within: Locator | Page = this.page): Locator {
    return within.getByTestId('cart-line').filter({ hasText: name });
  }

  /** A part of a bundle line (spec 001 §3 bundledProductItems) by its name. */
  bundlePart(line: Locator, name: string): Locator {
    return line.getByTestId('bundle-part').filter({ hasText: name });
  }

  /** A line's Edit: quick shop opens on its variant and quantity, in 'Update' mode. */
  async editLine(line: Locator) {
    await line.getByRole('link', { name: /^Edit/ }).click();
    await expect(this.page.getByRole('dialog', { name: 'Quick Shop' })).toBeVisible();
  }

  quantityInput(line: Locator): Locator {
    return line.getByRole('spinbutton');
  }

  increase(line: Locator): Locator {
    return line.getByRole('button', { name: 'Increase quantity' });
  }

  removeButton(line: Locator, name: string): Locator {
    return line.getByRole('button', { name: `Remove ${name}` });
  }

  confirmation(line: Locator): Locator {
    return line.getByTestId('remove-confirmation');
  }

  get summaryHeading(): Locator {
    return this.page.getByRole('heading', { name: /^Order Summary/ });
  }

  get orderSummary(): Locator {
    return this.page.getByTestId('order-summary').first();
  }

  get promoInput(): Locator {
    return this.page.getByLabel('Promo Code');
  }

  get promoApply(): Locator {
    return this.page.getByRole('button', { name: 'Apply', exact: true });
  }

  async expectCount(n: number) {
    await expect(this.count).toHaveText(String(n));
  }
}
