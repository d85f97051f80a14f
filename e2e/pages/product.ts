import { expect, type Locator, type Page } from '@playwright/test';

/** The product page (/p/{id}) and the quick-shop drawer. */
export class ProductPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  /** Waits until React has hydrated the page, so clicks run the app's handlers. */
  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get price(): Locator {
    return this.page.getByTestId('product-price').first();
  }

  get addToCart(): Locator {
    return this.page.getByTestId('add-to-cart');
  }

  /**
   * Presses Add to Cart and waits for the basket write it sends, which must succeed: a slow
   * answer is waited for (the test's time, not an expectation's), a refusal fails here with its
   * status and body rather than as a mini cart that never shows the line.
   */
  async add() {
    const written = this.page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/basket'),
    );
    await this.addToCart.click();
    const response = await written;
    expect(response.ok(), `add to cart: ${response.status()} ${await response.text()}`).toBe(true);
  }

  get inventoryMessages(): Locator {
    return this.page.getByTestId('inventory-messages').first();
  }

  get breadcrumb(): Locator {
    return this.page.getByRole('navigation', { name: 'Breadcrumb' });
  }

  /** The swatch group of an attribute ("Color", "Size"). */
  attribute(name: string): Locator {
    return this.page.getByRole('group', { name: new RegExp(`^${name}:`) }).first();
  }

  /** A selectable swatch of an attribute, by its value name. */
  swatch(attribute: string, value: string): Locator {
    return this.attribute(attribute).getByRole('link', { name: value, exact: true });
  }

  async choose(attribute: string, value: string) {
    await this.swatch(attribute, value).click();
  }

  selectedValue(attributeId: string): Locator {
    return this.page.getByTestId(`selected-${attributeId}`).first();
  }

  get quantity(): Locator {
    return this.page.getByRole('spinbutton', { name: 'Quantity' });
  }

  get increase(): Locator {
    return this.page.getByRole('button', { name: 'Increase quantity' });
  }

  get decrease(): Locator {
    return this.page.getByRole('button', { name: 'Decrease quantity' });
  }

  get gallery(): Locator {
    return this.page.getByRole('region', { name: 'Product images' });
  }

  get firstImage(): Locator {
    return this.page.getByTestId('gallery-slider').locator('img').first();
  }

  get slider(): Locator {
    return this.page.getByTestId('gallery-slider');
  }

  thumbnail(index: number): Locator {
    return this.page.getByRole('button', { name: `Show image ${index}` });
  }

  get quickShop(): Locator {
    return this.page.getByRole('dialog', { name: 'Quick Shop' });
  }

  /**
   * Chooses a swatch in quick shop and waits for its variant to load: until then the drawer is
   * busy and its button still holds the previous variant.
   */
  async chooseInQuickShop(name: string) {
    const swatch = this.quickShop.getByRole('button', { name, exact: true });
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    await expect(this.quickShop.getByTestId('quick-shop')).toHaveAttribute('aria-busy', 'false');
  }

  async expectMessage(text: string | RegExp) {
    await expect(this.inventoryMessages).toContainText(text);
  }
}
