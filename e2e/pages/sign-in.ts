import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Demo shoppers (packages/fixtures, README "Demo data"). */
export const JORDAN = { email: 'jordan.miller@example.com', password: 'Campfire#2024' };
export const LEGACY = { email: 'robin.alder@example.com', password: 'Embers#2019' };

let serial = 0;

/** An email address no other journey uses (journeys share one database and run in parallel). */
export function uniqueEmail(tag: string): string {
  serial += 1;
  return `${tag}-${Date.now().toString(36)}${process.pid.toString(36)}${serial}@example.com`;
}

/** A sign-in form, on /login or in the account drawer. */
export class SignInForm {
  readonly scope: Locator;

  constructor(scope: Locator) {
    this.scope = scope;
  }

  get email(): Locator {
    return this.scope.getByLabel('Email');
  }

  get password(): Locator {
    return this.scope.getByLabel('Password', { exact: true });
  }

  get submit(): Locator {
    return this.scope.getByRole('button', { name: 'Sign In', exact: true });
  }

  /** The Show password / Hide password toggle. */
  toggle(name: 'Show password' | 'Hide password'): Locator {
    return this.scope.getByRole('button', { name, exact: true });
  }

  /** The form-level message (spec 000 §8). */
  get alert(): Locator {
    return this.scope.getByRole('alert');
  }

  /** The error text tied to a field through aria-describedby. */
  async fieldError(field: Locator): Promise<string> {
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const id = ids.split(' ').find((x) => x.endsWith('-error'));
    if (!id) return '';
    return (await this.scope.page().locator(`[id="${id}"]`).textContent()) ?? '';
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /login and /registration. */
export class SignInPages {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async hydrated() {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  }

  async gotoLogin(path = '/login') {
    const response = await this.page.goto(path);
    await this.hydrated();
    return response;
  }

  get loginForm(): SignInForm {
    return new SignInForm(this.page.getByRole('main'));
  }

  get registrationForm() {
    const main = this.page.getByRole('main');
    return {
      firstName: main.getByLabel('First Name'),
      lastName: main.getByLabel('Last Name'),
      email: main.getByLabel('Email'),
      password: main.getByLabel('Password', { exact: true }),
      submit: main.getByRole('button', { name: 'Create Account', exact: true }),
    };
  }

  async register(
    shopper: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
    },
    prefix = '',
  ) {
    await this.page.goto(`${prefix}/registration`);
    await this.hydrated();
    const form = this.registrationForm;
    await form.firstName.fill(shopper.firstName);
    await form.lastName.fill(shopper.lastName);
    await form.email.fill(shopper.email);
    await form.password.fill(shopper.password);
    await form.submit.click();
  }
}

/** The header's account drawer (spec 000 §2). */
export class AccountDrawer {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Account' });
  }

  async open(): Promise<Locator> {
    await this.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await this.button.click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  get form(): SignInForm {
    return new SignInForm(this.dialog);
  }

  greeting(name: string): Locator {
    return this.dialog.getByText(`Hi, ${name}`, { exact: true });
  }

  get signOut(): Locator {
    return this.dialog.getByRole('button', { name: 'Sign Out' });
  }
}

/** Names of the site's session cookies present in the browser (spec 000 §9 prefixes). */
export async function sessionCookies(context: BrowserContext, siteId = 'SoloUS') {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies
      .filter((c) => c.name.endsWith(`_${siteId}`) && /^(cc-at|cc-nx|cc-nx-g|usid)_/.test(c.name))
      .map((c) => [c.name, c]),
  );
}
