import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './toast.ts';

/** The wishlist: hearts on tiles and the product page, its toasts, and /account/wishlist. */
export class WishlistPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The heart of a product named `name` (its accessible name carries the product name). */
  heart(name: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('button', { name: `Save ${name} to wishlist`, exact: true });
  }

  /** A toast's title (spec 001 §8). */
  toast(text: string): Locator {
    return toast(this.page, text);
  }

  /** Waits until the hearts have read the wishlist state (the heart's aria-pressed settled). */
  async heartsReady(heart: Locator, pressed: boolean) {
    await expect(heart).toHaveAttribute('aria-pressed', String(pressed));
  }

  async gotoAccount(path = '/account/wishlist') {
    const response = await this.page.goto(path);
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  }

  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** The saved products of the account page or a shared list, by their product links. */
  get savedNames(): Locator {
    return this.page.locator('[data-saved-items] li a');
  }

  removeButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${name} from wishlist`, exact: true });
  }
}
