import type { Locator, Page } from '@playwright/test';

/** The demo's mail outbox page (/outbox). */
export class OutboxPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  goto() {
    return this.page.goto('/outbox');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Outbox' });
  }

  get emptyState(): Locator {
    return this.page.getByText('No messages yet.');
  }

  /** The messages, newest first. */
  get messages(): Locator {
    return this.page.getByRole('list', { name: 'Messages' }).getByRole('article');
  }

  /** The message whose subject is `subject` and that was sent to `to`. */
  message(subject: string, to: string): Locator {
    return this.messages
      .filter({ has: this.page.getByRole('heading', { name: subject }) })
      .filter({ hasText: to })
      .first();
  }
}
