import { expect, test, type Page } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { OutboxPage } from './pages/outbox.ts';

const CONFIRMATION = (email: string) =>
  `If an account exists for ${email}, we have sent it a link to reset the password.`;

/** The path and query of the newest reset link mailed to `email`, read on /outbox. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const outbox = new OutboxPage(page);
  await outbox.goto();
  // The outbox shows the plain-text part, whose reset address is its first link.
  const link = outbox.message('Reset your Solo Outdoor password', email).getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toContain('/setpassword?');
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

test('a password reset through the mailed link, end to end @remote', async ({ page }) => {
  const account = new AccountPages(page);
  const shopper = newShopper('reset');
  await account.register(shopper);
  await page.context().clearCookies();

  await page.goto('/reset-password');
  await account.hydrated();
  const email = account.main.getByLabel('Email');
  const submit = account.main.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(account.main.getByText('Please enter your email address.')).toBeVisible();
  await email.fill('casey@');
  await submit.click();
  await expect(account.main.getByText('Please enter a valid email address.')).toBeVisible();
  await email.fill(shopper.email);
  await submit.click();
  await expect(account.main.getByRole('status')).toHaveText(CONFIRMATION(shopper.email));

  const link = await resetLinkFor(page, shopper.email);
  await page.goto(link);
  await expect(account.heading).toHaveText('Set a New Password');
  await account.hydrated();
  const password = account.main.getByLabel('New Password');
  await password.fill('weak');
  await account.main.getByRole('button', { name: 'Save Password' }).click();
  await expect(
    account.main.getByText('The new password does not meet every rule below.'),
  ).toBeVisible();
  await expect(account.main.locator('[data-rule="uppercase"]')).toHaveAttribute(
    'data-met',
    'false',
  );
  await password.fill('Riverbend#2026');
  await account.main.getByRole('button', { name: 'Save Password' }).click();
  await expect(page).toHaveURL(/\/account\?passwordSet=1$/);
  await expect(account.main.getByRole('status')).toHaveText(
    'Your new password is saved and you are signed in.',
  );

  // The new password signs in; the used link no longer works.
  await page.context().clearCookies();
  await page.goto('/login');
  await account.signIn(shopper.email, 'Riverbend#2026');
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(link);
  await account.hydrated();
  await account.main.getByLabel('New Password').fill('Another#2026');
  await account.main.getByRole('button', { name: 'Save Password' }).click();
  await expect(account.heading).toHaveText('This link no longer works');
  await expect(
    account.main.getByText('The link to reset your password has expired or has already been used.'),
  ).toBeVisible();
  await account.main.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('an unknown email gets the same confirmation; a link without its token says so', async ({
  page,
}) => {
  const account = new AccountPages(page);
  await page.goto('/reset-password');
  await account.main.getByLabel('Email').fill('nobody-here@example.com');
  await account.main.getByRole('button', { name: 'Reset Password' }).click();
  await expect(account.main.getByRole('status')).toHaveText(
    CONFIRMATION('nobody-here@example.com'),
  );

  const response = await page.goto('/setpassword?email=nobody-here%40example.com');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(account.heading).toHaveText('This link no longer works');
});
