import { expect, test } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { SignInPages } from './pages/sign-in.ts';

const DEMO = { email: 'jordan.miller@example.com', password: 'Campfire#2024' };

test('a guest is sent to sign in and comes back to the account page, which is personal', async ({
  page,
}) => {
  const account = new AccountPages(page);
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fprofile$/);
  await account.signIn(DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(account.heading).toHaveText('Profile & Password');
  await expect(account.profileForm.getByLabel('Email')).toHaveValue(DEMO.email);

  const response = await page.goto('/account');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(account.heading).toHaveText('Hi, Jordan!');
  await expect(account.main.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();
  await expect(account.nav.getByRole('link')).toHaveText([
    'Account Home',
    'Orders',
    'Subscriptions',
    'Saved Items',
    'Profile & Password',
    'Addresses',
    'Credit Cards',
    'Communications Preferences',
  ]);
  await expect(account.nav.getByRole('link', { name: 'Account Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await page.goto('/account/subscriptions'))?.status()).toBe(200);
});

test('profile changes persist; a faulty field keeps every typed value @remote', async ({
  page,
}) => {
  const account = new AccountPages(page);
  const shopper = newShopper('profile');
  await account.register(shopper);
  // The form's rules arrive late: the server checks the first save, and focus follows its answer.
  await page.route('**/assets/profile-form-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/account/profile');
  await account.hydrated();
  const form = account.profileForm;

  await form.getByLabel('First Name').fill('Morgan');
  await form.getByLabel('Last Name').fill('');
  await form.getByLabel('Phone (optional)').fill('+1 512 555 0188');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await expect(form.getByLabel('Last Name')).toBeFocused();
  await expect(form.getByLabel('First Name')).toHaveValue('Morgan');
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('+1 512 555 0188');

  await form.getByLabel('Last Name').fill('Lake');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Your profile has been saved.');
  await page.reload();
  await expect(account.profileForm.getByLabel('First Name')).toHaveValue('Morgan');
  await expect(account.profileForm.getByLabel('Last Name')).toHaveValue('Lake');
  await expect(account.profileForm.getByLabel('Phone (optional)')).toHaveValue('+1 512 555 0188');
  await page.goto('/account');
  await expect(account.main.getByText('Morgan Lake')).toBeVisible();
});

test('changing the password: a wrong current password is shown on its field', async ({ page }) => {
  const account = new AccountPages(page);
  const shopper = newShopper('password');
  await account.register(shopper);
  // The form's rules arrive late, as on a slow network: what was typed before is checked then.
  await page.route('**/assets/profile-form-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/account/profile');
  await account.hydrated();
  const form = account.passwordForm;
  const current = form.getByLabel('Current Password');
  const next = form.getByLabel('New Password');

  await current.fill('Not-my-password1');
  await next.fill('short');
  await expect(form.locator('[data-rule="minLength"]')).toHaveAttribute('data-met', 'false');
  await form.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(next).toHaveAttribute('type', 'text');
  await next.fill('Lakeside#2026');
  await expect(form.locator('[data-met="false"]')).toHaveCount(0);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The current password is not correct.')).toBeVisible();

  await form.getByLabel('Current Password').fill(shopper.password);
  await form.getByLabel('New Password').fill('Lakeside#2026');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed.');
  await expect(form.getByLabel('Current Password')).toHaveValue('');
  await expect(form.getByLabel('New Password')).toHaveValue('');

  await page.context().clearCookies();
  await page.goto('/login');
  await account.signIn(shopper.email, 'Lakeside#2026');
  await expect(page).toHaveURL(/\/account$/);
});

test('addresses: add with a validation error, edit, make preferred, delete after confirming', async ({
  page,
}) => {
  const account = new AccountPages(page);
  await account.register(newShopper('addresses'));
  await page.goto('/account/addresses');
  await expect(account.main.getByText('You have no saved addresses.')).toBeVisible();
  await account.hydrated();

  await account.main.getByRole('link', { name: 'Add Address' }).click();
  await account.fillAddress({
    addressId: 'Home',
    firstName: 'Casey',
    lastName: 'Rivers',
    address1: '500 Congress Ave',
    city: 'Austin',
    stateCode: 'TX',
    postalCode: '7870',
  });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(
    account.addressForm.getByText('Please enter a valid postal code, for example 94105.'),
  ).toBeVisible();
  await expect(account.addressForm.getByLabel('City')).toHaveValue('Austin');
  await expect(account.addressForm.getByLabel('Street Address')).toHaveValue('500 Congress Ave');
  await account.fillAddress({ postalCode: '78701' });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(account.status).toHaveText('The address has been saved.');
  await expect(account.address('Home')).toHaveAttribute('data-preferred', 'true');
  await expect(account.address('Home')).toContainText('Austin, TX 78701');

  await account.main.getByRole('link', { name: 'Add Address' }).click();
  await account.fillAddress({
    addressId: 'Cabin',
    firstName: 'Casey',
    lastName: 'Rivers',
    address1: '12 Pine Rd',
    city: 'Big Bear Lake',
    stateCode: 'CA',
    postalCode: '92315',
  });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(account.addresses).toHaveCount(2);
  await expect(account.address('Cabin')).toHaveAttribute('data-preferred', 'false');

  await account.address('Cabin').getByRole('link', { name: 'Edit: Cabin' }).click();
  await account.fillAddress({ city: 'Fawnskin' });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(account.address('Cabin')).toContainText('Fawnskin, CA 92315');

  await account.address('Cabin').getByRole('button', { name: 'Make Preferred: Cabin' }).click();
  await expect(account.status).toHaveText('Your preferred address has been updated.');
  await expect(account.address('Cabin')).toHaveAttribute('data-preferred', 'true');
  await expect(account.address('Cabin').getByText('Preferred', { exact: true })).toBeVisible();
  await expect(account.address('Home')).toHaveAttribute('data-preferred', 'false');

  // Keyboard only: open the confirmation, move to its Delete Address action, confirm.
  await account.hydrated();
  await account.address('Home').getByRole('button', { name: 'Delete: Home' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('The address “Home” will be removed from your account.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete Address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(account.status).toHaveText('The address has been deleted.');
  await expect(account.addresses).toHaveCount(1);
  await page.goto('/account');
  await expect(account.main.getByText('Fawnskin, CA 92315')).toBeVisible();
});

test('communications preference saved with the keyboard and kept', async ({ page }) => {
  const account = new AccountPages(page);
  await account.register(newShopper('prefs'));
  await page.goto('/account/preferences');
  await account.hydrated();
  const optIn = account.main.getByRole('checkbox', { name: 'Email me news, offers and recipes' });
  const checked = await optIn.isChecked();
  await optIn.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(account.main.getByRole('button', { name: 'Save Preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(account.status).toHaveText('Your preferences have been saved.');
  await page.reload();
  await expect(optIn).toBeChecked({ checked: !checked });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the address form and keeps what was typed', async ({ page }) => {
    const account = new AccountPages(page);
    const shopper = newShopper('noscript');
    await page.goto('/registration');
    const registration = new SignInPages(page).registrationForm;
    await registration.firstName.fill(shopper.firstName);
    await registration.lastName.fill(shopper.lastName);
    await registration.email.fill(shopper.email);
    await registration.password.fill(shopper.password);
    await registration.submit.click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/account/addresses?new');
    await account.fillAddress({
      addressId: 'Home',
      firstName: 'Casey',
      address1: '500 Congress Ave',
      city: 'Austin',
      stateCode: 'XX',
      postalCode: '78701',
    });
    await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
    await expect(account.addressForm.getByText('This field is required.')).toBeVisible();
    await expect(
      account.addressForm.getByText('Please enter a valid state, province or territory code.'),
    ).toBeVisible();
    await expect(account.addressForm.getByLabel('Street Address')).toHaveValue('500 Congress Ave');
    await expect(account.addressForm.getByLabel('Address Name')).toHaveValue('Home');
    await account.fillAddress({ lastName: 'Rivers', stateCode: 'TX' });
    await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
    await expect(account.status).toHaveText('The address has been saved.');
    await expect(account.address('Home')).toContainText('Austin, TX 78701');
  });
});
