import { expect, type Locator, type Page } from '@playwright/test';

/** Product tiles of a listing grid (spec 001 §2), found by the product name. */
export class TileGrid {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens a listing and waits until its scripts have loaded, so the swatches respond. */
  async goto(path: string) {
    await this.page.goto(path, { waitUntil: 'networkidle' });
    await expect(this.page.locator('article[data-product-id]').first()).toBeVisible();
  }

  /** The tile whose name heading is `name`. */
  tile(name: string | RegExp): ProductTileParts {
    const root = this.page
      .locator('article[data-product-id]')
      .filter({ has: this.page.getByRole('heading', { name, exact: typeof name === 'string' }) });
    return new ProductTileParts(root);
  }
}

/** One tile's parts. */
export class ProductTileParts {
  readonly root: Locator;

  constructor(root: Locator) {
    this.root = root;
  }

  get nameLink(): Locator {
    return this.root.getByRole('heading').getByRole('link');
  }

  /** The slider's first image (the one a shopper sees without hovering). */
  get image(): Locator {
    return this.root.locator('img:not([data-hover-image])');
  }

  /** The slider's second image, shown while the pointer is over the image. */
  get hoverImage(): Locator {
    return this.root.locator('img[data-hover-image]');
  }

  get swatchGroup(): Locator {
    return this.root.getByRole('radiogroup');
  }

  swatch(name: string): Locator {
    return this.swatchGroup.getByRole('radio', { name, exact: true });
  }

  /** The tile's button (Add to Cart, Quick Shop, Notify Me, …). */
  /** The swatches shown now (the others wait behind the '+ N' button). */
  get visibleSwatches(): Locator {
    return this.swatchGroup.getByRole('radio').filter({ visible: true });
  }

  /** The '+ N' button revealing every swatch. */
  get moreSwatches(): Locator {
    return this.root.getByRole('button', { name: /^\+ \d+/ });
  }

  /** The tile's button or link (Add to Cart, Quick Shop, Notify Me, …). */
  get button(): Locator {
    return this.root.locator('[data-action]');
  }

  get price(): Locator {
    return this.root.locator('[data-price]');
  }

  async choose(swatchName: string) {
    await this.swatch(swatchName).click();
    await expect(this.swatch(swatchName)).toHaveAttribute('aria-checked', 'true');
  }

  async hoverImageArea() {
    await this.image.hover();
  }
}
