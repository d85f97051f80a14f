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

  /** The burger that opens the mobile menu drawer (named in the page's language). */
  get menuButton(): Locator {
    return this.header.locator('button[aria-haspopup="dialog"]').first();
  }

  /** Desktop (≥992px) shows the locale selector in the top bar; phones, in the menu drawer. */
  get isDesktop(): boolean {
    return (this.page.viewportSize()?.width ?? 0) >= 992;
  }

  /** The desktop locale selector's disclosure (a native <details> summary). */
  get desktopLocaleTrigger(): Locator {
    return this.page.locator('summary[aria-controls]').filter({ hasText: /[A-Z]{2}\/[A-Z]{2}/ });
  }

  private mobileLocaleTrigger(menu: Locator): Locator {
    return menu.getByRole('button', { name: /[A-Z]{2}\/[A-Z]{2} ·/ });
  }

  /** The current locale as the selector shows it, e.g. "CA/FR · CAD". */
  async currentLocaleText(): Promise<string> {
    const label = (text: string | null) =>
      /[A-Z]{2}\/[A-Z]{2} · [A-Z]{3}/.exec(text ?? '')?.[0] ?? '';
    if (this.isDesktop) return label(await this.desktopLocaleTrigger.textContent());
    const menu = await this.openMenu();
    const text = label(await this.mobileLocaleTrigger(menu).textContent());
    await this.page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return text;
  }

  /** Waits until React has attached the page's handlers (the root marks <html data-hydrated>). */
  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  async openMenu(): Promise<Locator> {
    await this.hydrated();
    await this.menuButton.click();
    const menu = this.page.getByRole('dialog');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Opens the locale selector and follows the choice labelled `label` (e.g. "CA/FR"). */
  async switchLocale(label: string) {
    let list: Locator;
    if (this.isDesktop) {
      await this.desktopLocaleTrigger.click();
      list = this.page.locator('details[open]');
    } else {
      list = await this.openMenu();
      await this.mobileLocaleTrigger(list).click();
    }
    await list.getByRole('link', { name: new RegExp(`^${label} ·`) }).click();
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
}
