import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell.ts';

/** The names the drawer's controls have in a locale. */
export interface SearchLabels {
  search: string;
  field: string;
  listbox: string;
  viewAll: string;
  clearRecent: string;
}

export const EN_US: SearchLabels = {
  search: 'Search',
  field: 'Search products',
  listbox: 'Search suggestions',
  viewAll: 'View All Results',
  clearRecent: 'Clear recent searches',
};

export const FR_CA: SearchLabels = {
  search: 'Rechercher',
  field: 'Rechercher des produits',
  listbox: 'Suggestions de recherche',
  viewAll: 'Voir tous les résultats',
  clearRecent: 'Effacer les recherches récentes',
};

/** The header's search drawer with its autocomplete combobox (spec 000 §2, §4). */
export class SearchDrawerPage {
  readonly page: Page;
  readonly shell: ShellPage;
  readonly labels: SearchLabels;

  constructor(page: Page, labels: SearchLabels = EN_US) {
    this.page = page;
    this.shell = new ShellPage(page);
    this.labels = labels;
  }

  /** The header's Search button (after hydration; before it, a link to /search). */
  get headerButton(): Locator {
    return this.shell.header.getByRole('button', { name: this.labels.search, exact: true });
  }

  get drawer(): Locator {
    return this.shell.drawer(this.labels.search);
  }

  get input(): Locator {
    return this.drawer.getByRole('combobox', { name: this.labels.field });
  }

  get listbox(): Locator {
    return this.drawer.getByRole('listbox', { name: this.labels.listbox });
  }

  get status(): Locator {
    return this.drawer.getByRole('status');
  }

  /** A labelled group of the listbox: Suggestions, Categories, Products or Recent Searches. */
  group(name: string): Locator {
    return this.listbox.getByRole('group', { name });
  }

  options(group?: string): Locator {
    return (group ? this.group(group) : this.listbox).getByRole('option');
  }

  get viewAll(): Locator {
    return this.drawer.getByRole('link', { name: this.labels.viewAll });
  }

  get clearRecent(): Locator {
    return this.drawer.getByRole('button', { name: this.labels.clearRecent });
  }

  /** The option aria-activedescendant names, or null. */
  async activeOptionText(): Promise<string | null> {
    const id = await this.input.getAttribute('aria-activedescendant');
    if (!id) return null;
    return this.page.locator(`[id="${id}"]`).textContent();
  }

  /** Loads `path` and opens the drawer from the header's Search button (once hydrated). */
  async gotoAndOpen(path = '/') {
    await this.shell.goto(path);
    await this.open();
  }

  async open() {
    await this.headerButton.click();
    await expect(this.drawer).toBeVisible();
    await expect(this.input).toBeFocused();
  }

  /**
   * Types like a shopper, key by key, and waits until the suggestions for the whole text are
   * shown: the live region stays empty while they load and then announces their number.
   */
  async type(text: string) {
    await this.input.pressSequentially(text, { delay: 30 });
    await expect(this.status).not.toBeEmpty();
  }

  /** Searches `term` by typing it and pressing Enter, and waits for the search URL. */
  async search(term: string) {
    await this.input.fill(term);
    await this.input.press('Enter');
    await this.page.waitForURL((url) => url.pathname.endsWith('/search'));
  }
}
