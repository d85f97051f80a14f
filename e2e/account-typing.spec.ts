import { expect, test } from '@playwright/test';
import { AccountPages, newShopper } from './pages/account.ts';
import { JORDAN } from './pages/sign-in.ts';
import { answerSlowly, retypeInto, typeInto } from './support/typing.ts';

/**
 * Issue 14 on the account forms: the shopper sends a form and goes on typing in another field at
 * human speed while the answer is on its way. A refusal marks the faulty field and says why, but
 * neither takes the field the shopper is typing in nor changes what they typed.
 */
test.describe.configure({ timeout: 120_000 });

test('profile: typing on while Save is answered keeps every key', async ({ page }) => {
  const account = new AccountPages(page);
  await account.register(newShopper('typing-profile'));
  await page.goto('/account/profile');
  await account.hydrated();
  await answerSlowly(page);
  const form = account.profileForm;
  // An address another account uses: only the service can refuse it.
  await retypeInto(form.getByLabel('Email'), JORDAN.email);
  await form.getByRole('button', { name: 'Save' }).click();
  await typeInto(form.getByLabel('Phone (optional)'), '5035550100');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Phone (optional)')).toHaveValue('5035550100');
  await expect(form.getByLabel('Phone (optional)')).toBeFocused();
  await expect(form.getByLabel('Email')).toHaveValue(JORDAN.email);
  await expect(form.getByLabel('First Name')).toHaveValue('Casey');
});

test('addresses: typing on while Save is answered keeps every key', async ({ page }) => {
  const account = new AccountPages(page);
  await account.register(newShopper('typing-address'));
  const home = {
    addressId: 'Home',
    firstName: 'Casey',
    lastName: 'Rivers',
    address1: '1 Main St',
    city: 'Portland',
    stateCode: 'OR',
    postalCode: '97201',
  };
  await page.goto('/account/addresses?new');
  await account.hydrated();
  await account.fillAddress({ ...home, countryCode: 'US' });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(account.address('Home')).toBeVisible();

  await page.goto('/account/addresses?new');
  await account.hydrated();
  await answerSlowly(page);
  // The same name again: only the service knows it is taken.
  await account.fillAddress({ ...home, address1: '12 Elm St', countryCode: 'US' });
  await account.addressForm.getByRole('button', { name: 'Save Address' }).click();
  const phone = account.addressForm.getByLabel('Phone (optional)');
  await typeInto(phone, '5035550100');
  const name = account.addressForm.getByLabel('Address Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveValue('5035550100');
  await expect(phone).toBeFocused();
  await expect(name).toHaveValue('Home');
  await expect(account.addressForm.getByLabel('Street Address')).toHaveValue('12 Elm St');
});
