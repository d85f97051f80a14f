import type { Locator, Page } from '@playwright/test';

/** The 'Notify me' modal (spec 001 §2) opened by a Notify Me button. */
export class NotifyMeModal {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Notify me' });
  }

  get email(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Email' });
  }

  get phone(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Phone number' });
  }

  choice(name: 'Email' | 'Phone number'): Locator {
    return this.dialog.getByRole('radio', { name });
  }

  get marketing(): Locator {
    return this.dialog.getByRole('switch', { name: 'Add me to the marketing sms list.' });
  }

  get continue(): Locator {
    return this.dialog.getByRole('button', { name: 'Continue' });
  }

  get cancel(): Locator {
    return this.dialog.getByRole('button', { name: 'Cancel' });
  }
}
