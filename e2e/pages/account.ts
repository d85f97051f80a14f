import { expect, type Locator, type Page } from '@playwright/test';
import { SignInPages, uniqueEmail } from './sign-in.ts';

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A shopper of one journey: journeys run in parallel on one database, so a journey that changes
 * an account registers its own rather than changing the shared demo accounts.
 */
export function newShopper(tag: string): Shopper {
  return {
    email: uniqueEmail(tag),
    password: 'Trailhead#2026',
    firstName: 'Casey',
    lastName: 'Rivers',
  };
}

/** The account area, its sign-in and registration steps, and the password-reset pages. */
export class AccountPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  /** Registers `shopper` through /registration; the store signs them in and opens the account. */
  async register(shopper: Shopper) {
    await new SignInPages(this.page).register(shopper);
    await expect(this.page).toHaveURL(/\/account$/);
  }

  /** Signs in on /login, or on the sign-in page a redirect has already opened (with its returnUrl). */
  async signIn(email: string, password: string) {
    const pages = new SignInPages(this.page);
    if (/\/login/.test(this.page.url())) await pages.hydrated();
    else await pages.gotoLogin();
    await pages.loginForm.signIn(email, password);
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'My account' });
  }

  get heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  get profileForm(): Locator {
    return this.page.getByRole('form', { name: 'Profile' });
  }

  get passwordForm(): Locator {
    return this.page.getByRole('form', { name: 'Password' });
  }

  /** The add or edit address form. */
  get addressForm(): Locator {
    return this.page.getByRole('form', { name: /address/i });
  }

  get addresses(): Locator {
    return this.page.getByRole('list', { name: 'Addresses' }).getByRole('article');
  }

  address(name: string): Locator {
    return this.page.locator(`article[data-address="${name}"]`);
  }

  get status(): Locator {
    return this.main.getByRole('status');
  }

  /** Fills the address form's fields that are given. */
  async fillAddress(values: Partial<Record<string, string>>) {
    const labels: Record<string, string> = {
      addressId: 'Address Name',
      firstName: 'First Name',
      lastName: 'Last Name',
      address1: 'Street Address',
      city: 'City',
      stateCode: 'State / Province',
      postalCode: 'Postal Code',
      phone: 'Phone (optional)',
    };
    for (const [field, value] of Object.entries(values)) {
      if (field === 'countryCode')
        await this.addressForm.getByLabel('Country').selectOption(value!);
      else await this.addressForm.getByLabel(labels[field]!, { exact: true }).fill(value!);
    }
  }
}
