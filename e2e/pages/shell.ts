import { expect, type Locator, type Page } from '@playwright/test';

/** The shell every page shares: header, menus, drawers, locale selector, footer. */
export class ShellPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    return response;
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  get skipLink(): Locator {
    return this.page.getByRole('link', { name: /skip to content/i });
  }

  /** The desktop main navigation (mega menu). */
  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: /main/i });
  }

  get menuButton(): Locator {
    return this.header.getByRole('button', { name: 'Menu' });
  }

  get localeButton(): Locator {
    return this.page.getByRole('button', { name: /Country and language/ }).first();
  }

  drawer(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  headerButton(name: 'Account' | 'Search' | 'Cart'): Locator {
    return this.header.getByRole('button', { name, exact: true });
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang');
  }

  /** Opens the locale selector and follows the link of `label` (e.g. "CA/FR"). */
  async switchLocale(label: string) {
    await this.localeButton.click();
    const dialog = this.drawer(/Country and language/);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: new RegExp(`^${label}\\b`) }).click();
  }
}
