import type { Locator, Page } from '@playwright/test';
import { ContentPage } from './content.ts';

/** The community and blog pages (/community…, /blog) and the home page's featured blog block. */
export class CommunityPages extends ContentPage {
  constructor(page: Page) {
    super(page);
  }

  get blogBlock(): Locator {
    return this.page.locator('[data-block="home_featured_blog"]');
  }

  /** The listing's post cards (the featured ones apart). */
  get postCards(): Locator {
    return this.page.locator('[data-section="posts"] article');
  }

  get categoryLinks(): Locator {
    return this.page.locator('[data-section="categories"]').getByRole('link');
  }

  get pagination(): Locator {
    return this.page.getByRole('navigation', { name: 'Pages' });
  }

  /** The recipe embedded in a post and its Equipment Used cards. */
  get equipment(): Locator {
    return this.page.locator('[data-embed="recipe"] [data-recipe="equipment"]');
  }

  get share(): Locator {
    return this.page.locator('[data-share]');
  }

  /** The JSON-LD objects of the page. */
  async jsonLd(): Promise<Array<Record<string, unknown>>> {
    const texts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
  }
}
