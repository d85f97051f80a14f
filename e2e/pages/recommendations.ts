import type { Locator, Page } from '@playwright/test';

/** The item-list event the widget pushes onto window.dataLayer when it loads. */
export interface ItemListEvent {
  event: 'view_item_list';
  listId: string;
  context: string;
  products: Array<{ id: string; name: string; currency: string; price?: number; position: number }>;
}

/** A recommendations section (spec 001 §2 mini cart, §7), found by its heading. */
export class RecommendationsSection {
  readonly page: Page;
  readonly region: Locator;

  constructor(within: Locator, page: Page, title = 'You May Also Like') {
    this.page = page;
    this.region = within.getByRole('region', { name: title });
  }

  get tiles(): Locator {
    return this.region.locator('article[data-product-id]');
  }

  tile(name: string): Locator {
    return this.tiles.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The product ids of the tiles, in order. */
  productIds(): Promise<string[]> {
    return this.tiles.evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-product-id')!));
  }

  /** Every item-list event pushed so far, or those of one recommender. */
  itemListEvents(listId?: string): Promise<ItemListEvent[]> {
    return this.page.evaluate(
      (listId) =>
        ((window as { dataLayer?: Array<{ event?: string; listId?: string }> }).dataLayer ?? [])
          .filter((e): e is ItemListEvent => e.event === 'view_item_list')
          .filter((e) => !listId || e.listId === listId),
      listId,
    );
  }
}
