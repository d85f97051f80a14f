import { expect, type Locator, type Page } from '@playwright/test';

/** A content page (/contact-us, /s/{url}, …) and its form block. */
export class ContentPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly status: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1 });
    this.form = page.getByRole('main').locator('form:has(input[name="_form"])');
    this.status = page.getByRole('main').getByRole('status');
  }

  /**
   * Opens a page and waits until its blocks are interactive: React has hydrated the page and the
   * blocks' own chunks have loaded (components/content/lazy-block.tsx).
   */
  async goto(path: string, { interactive = true } = {}) {
    const response = await this.page.goto(path);
    if (!interactive) return response;
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await this.page.waitForLoadState('networkidle');
    await this.blocksReady();
    return response;
  }

  /**
   * A block's code loads when the shopper comes near it (components/content/near-viewport.ts):
   * scrolls through the page as a reader would until every shown block has hydrated.
   */
  async blocksReady() {
    const pending = this.page.locator('[data-lazy-block]:not([data-block-ready]):visible');
    for (let pass = 0; pass < 4 && (await pending.count()); pass++) {
      await pending.evaluateAll(async (wrappers) => {
        for (const wrapper of wrappers) {
          wrapper.firstElementChild?.scrollIntoView({ block: 'center' });
          await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        }
      });
      await this.page.waitForLoadState('networkidle');
    }
    await expect(pending).toHaveCount(0);
    await this.page.evaluate(() => window.scrollTo(0, 0));
  }

  field(name: string): Locator {
    return this.form.locator(`[name="${name}"]`);
  }

  /** Fills every required field with a plausible value by its type; `overrides` by name. */
  async fillRequired(overrides: Record<string, string> = {}): Promise<void> {
    const fields = await this.form
      .locator('input[required], textarea[required], select[required]')
      .all();
    for (const field of fields) {
      const name = (await field.getAttribute('name')) ?? '';
      const type = (await field.getAttribute('type')) ?? (await field.evaluate((el) => el.tagName));
      if (name in overrides) await field.fill(overrides[name]!);
      else if (type === 'email') await field.fill('ada.fire@example.com');
      else if (type === 'tel') await field.fill('512 555 0142');
      else if (type === 'checkbox') await field.check();
      else if (type === 'SELECT') await field.selectOption({ index: 1 });
      else if (type === 'TEXTAREA')
        await field.fill('My fire pit arrived with a dented lid. What can I do?');
      else await field.fill('Ada Fire');
    }
  }

  submit() {
    return this.form.locator('button[type=submit]').click();
  }
}
