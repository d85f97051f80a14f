import { expect, type Locator, type Page } from '@playwright/test';

/** A product listing page: /c/…, /plp/… or /search. */
export class ListingPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async goto(path: string) {
    return this.page.goto(path);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** "1–13 of 13 results" above the grid. */
  get resultCount(): Locator {
    return this.page.locator('[data-result-count]');
  }

  /** The desktop sidebar of refinements. */
  get sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  get tiles(): Locator {
    return this.page.getByRole('list', { name: 'Products' }).locator('article');
  }

  get tileNames(): Locator {
    return this.tiles.locator('h3');
  }

  get chips(): Locator {
    return this.page.getByRole('region', { name: 'Selected filters' }).getByRole('listitem');
  }

  get clearAll(): Locator {
    return this.page.getByRole('region', { name: 'Selected filters' }).getByRole('link', {
      name: 'Clear All',
    });
  }

  get sortSelect(): Locator {
    return this.page.getByLabel('Sort By');
  }

  get pageSizeSelect(): Locator {
    return this.page.getByLabel('Items per page');
  }

  get pagination(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  get filterButton(): Locator {
    return this.page.getByRole('button', { name: /^Filter/ });
  }

  get filterDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Filters' });
  }

  /** A refinement value link in `scope` ("Black (6)" is found by "Black"). */
  refinement(scope: Locator, label: string): Locator {
    return scope.getByRole('link', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) });
  }

  /** The total of the result count ("… of 13 results"), or 0. */
  async total(): Promise<number> {
    const text = (await this.resultCount.textContent()) ?? '';
    const match = /(\d+) results?$/.exec(text.trim());
    return match ? Number(match[1]) : 0;
  }

  /** The current (lowest) price of every tile, in grid order. */
  async tilePrices(): Promise<number[]> {
    const texts = await this.tiles.locator('[data-price] span.font-semibold').allTextContents();
    return texts.map((t) => Number(/[\d,.]+/.exec(t)![0].replace(/,/g, '')));
  }

  async expectQuery(name: string, value: string | null) {
    await expect
      .poll(() => new URL(this.page.url()).searchParams.getAll(name).join('&') || null)
      .toBe(value);
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
