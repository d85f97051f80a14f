import { expect, test } from '@playwright/test';
import {
  AccountDrawer,
  JORDAN,
  SignInPages,
  sessionCookies,
  uniqueEmail,
} from './pages/sign-in.ts';

test('a new shopper registers, arrives signed in and is greeted by name @remote', async ({
  page,
  context,
}) => {
  const pages = new SignInPages(page);
  const email = uniqueEmail('register');
  await pages.register({
    firstName: 'Avery',
    lastName: 'Quinn',
    email,
    password: 'Trailhead#2026',
  });
  await expect(page).toHaveURL(/\/us\/account$/);
  expect(Object.keys(await sessionCookies(context)).sort()).toEqual([
    'cc-at_SoloUS',
    'cc-nx_SoloUS',
    'usid_SoloUS',
  ]);
  const drawer = new AccountDrawer(page);
  await drawer.open();
  await expect(drawer.greeting('Avery Q.')).toBeVisible();
});

test('registration names every fault, keeps typed values and refuses a taken email', async ({
  page,
}) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin('/registration');
  const form = pages.registrationForm;
  const main = page.getByRole('main');
  await form.lastName.fill('Quinn');
  await form.email.fill('avery@');
  await form.password.fill('short');
  await form.submit.click();
  await expect(form.firstName).toBeFocused();
  await expect(main.getByText('Please enter your first name.')).toBeVisible();
  await expect(main.getByText('Please enter a valid email address.')).toBeVisible();
  for (const rule of [
    'Password must be at least 8 characters.',
    'Password must contain an uppercase letter.',
    'Password must contain a number.',
    'Password must contain a special character.',
  ])
    await expect(main.getByText(rule)).toBeVisible();
  await expect(main.getByText('Password must contain a lowercase letter.')).toHaveCount(0);

  await form.firstName.fill('Avery');
  await form.email.fill(JORDAN.email);
  await form.password.fill('Trailhead#2026');
  await form.submit.click();
  await expect(
    main.getByText(
      'An account with this email address already exists. Sign in or reset your password.',
    ),
  ).toBeVisible();
  await expect(form.firstName).toHaveValue('Avery');
  await expect(form.lastName).toHaveValue('Quinn');
  await expect(form.email).toHaveValue(JORDAN.email);
});

test('a signed-in shopper who registers another account continues as the new one', async ({
  page,
}) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  await pages.loginForm.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/account$/);
  await pages.register({
    firstName: 'Sam',
    lastName: 'Birch',
    email: uniqueEmail('second'),
    password: 'Trailhead#2026',
  });
  await expect(page).toHaveURL(/\/us\/account$/);
  const drawer = new AccountDrawer(page);
  await drawer.open();
  await expect(drawer.greeting('Sam B.')).toBeVisible();
});
