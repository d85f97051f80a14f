import { expect, test } from '@playwright/test';
import {
  AccountDrawer,
  JORDAN,
  LEGACY,
  SignInPages,
  sessionCookies,
  uniqueEmail,
} from './pages/sign-in.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

test('a demo shopper signs in from the account drawer and is greeted by name @mobile @remote', async ({
  page,
  context,
}) => {
  await page.goto('/p/signature-fire-pit');
  const drawer = new AccountDrawer(page);
  await drawer.open();
  await drawer.form.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/us\/account$/);
  const cookies = await sessionCookies(context);
  expect(Object.keys(cookies).sort()).toEqual(['cc-at_SoloUS', 'cc-nx_SoloUS', 'usid_SoloUS']);
  for (const cookie of Object.values(cookies)) {
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  }
  await drawer.open();
  await expect(drawer.greeting('Jordan M.')).toBeVisible();
  await expect(drawer.dialog.getByRole('link', { name: 'Account Home' })).toBeVisible();
  await expect(drawer.signOut).toBeVisible();
});

test('signing out ends the session, clears the cookies and lands on /login', async ({
  page,
  context,
}) => {
  // Spec 000 §4: sign-out clears these too.
  const url = test.info().project.use.baseURL!;
  await context.addCookies([
    { name: 'postalCode', value: '78701', url },
    { name: 'dwsecuretoken_abc', value: 'x', url },
  ]);
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  await pages.loginForm.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/account$/);
  const drawer = new AccountDrawer(page);
  await drawer.open();
  await drawer.signOut.click();
  await expect(page).toHaveURL(/\/us\/login$/);
  expect(await sessionCookies(context)).toEqual({});
  const left = (await context.cookies()).map((c) => c.name);
  expect(left).not.toContain('postalCode');
  expect(left).not.toContain('dwsecuretoken_abc');
  await drawer.open();
  await expect(drawer.form.email).toBeVisible();
});

test('a wrong password, a migrated customer and too-short input each get their message', async ({
  page,
}) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  const form = pages.loginForm;
  // Checked in the browser once its rules have loaded, else by the action: the same messages.
  await form.submit.click();
  await expect(form.email).toBeFocused();
  await expect.poll(() => form.fieldError(form.email)).toBe('Please enter your email address.');
  await expect.poll(() => form.fieldError(form.password)).toBe('Please enter your password.');
  await form.email.fill('jordan@');
  await form.submit.click();
  await expect.poll(() => form.fieldError(form.email)).toBe('Please enter a valid email address.');

  await form.signIn(uniqueEmail('nobody'), 'Wrong#2024');
  await expect(form.alert).toHaveText('Sorry, please check your login and password.');
  await expect(form.email).toHaveValue(/^nobody-/);

  await form.signIn(LEGACY.email, LEGACY.password);
  await expect(form.alert).toHaveText(
    'Welcome to our new site! Please reset your password to continue enjoying your account.',
  );
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server checks the form, keeps the email and never echoes the password', async ({
    page,
  }) => {
    await page.goto('/eu/login');
    const form = new SignInPages(page).loginForm;
    await form.email.fill('lena@');
    await form.password.fill('');
    await form.submit.click();
    await expect
      .poll(() => form.fieldError(form.email))
      .toBe('Please enter a valid email address.');
    await expect.poll(() => form.fieldError(form.password)).toBe('Please enter your password.');
    await expect(form.email).toHaveValue('lena@');
    await form.email.fill('lena.schmidt@example.com');
    await form.password.fill('Not-her#2024');
    await form.submit.click();
    await expect(form.alert).toHaveText('Sorry, please check your login and password.');
    expect(await page.content()).not.toContain('Not-her#2024');
    await expect(form.password).toHaveValue('');
  });
});

test('keyboard only: skip to the form, type, reveal the password, sign in', async ({ page }) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to Content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const form = pages.loginForm;
  await page.keyboard.press('Tab');
  await expect(form.email).toBeFocused();
  await page.keyboard.type(JORDAN.email);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(JORDAN.password);
  await page.keyboard.press('Tab');
  await expect(form.toggle('Show password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.password).toHaveAttribute('type', 'text');
  await expect(form.toggle('Hide password')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account$/);
});

test('Show password and Hide password toggle every password field', async ({ page }) => {
  const pages = new SignInPages(page);
  for (const path of ['/login', '/registration']) {
    await pages.gotoLogin(path);
    const password = page.getByRole('main').getByLabel('Password', { exact: true });
    await password.fill('Secret#1');
    await expect(password).toHaveAttribute('type', 'password');
    const show = page.getByRole('main').getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-controls', (await password.getAttribute('id'))!);
    await show.click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('main').getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveValue('Secret#1');
  }
});

test('the session survives a lost or tampered access token', async ({ page, context }) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  await pages.loginForm.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/account$/);
  const drawer = new AccountDrawer(page);
  const before = (await sessionCookies(context))['cc-nx_SoloUS']?.value;

  // The access token is gone (as after its 30 minutes): the refresh token renews it.
  await context.clearCookies({ name: 'cc-at_SoloUS' });
  await page.goto('/plp/fire-pits');
  await drawer.open();
  await expect(drawer.greeting('Jordan M.')).toBeVisible();
  const renewed = await sessionCookies(context);
  expect(renewed['cc-at_SoloUS']).toBeDefined();
  expect(renewed['cc-nx_SoloUS']?.value).not.toBe(before);

  // A tampered token is never trusted: it is renewed too.
  const token = renewed['cc-at_SoloUS']!;
  await context.addCookies([{ ...token, value: `${token.value.slice(0, -4)}AAAA` }]);
  await page.goto('/search?q=stove');
  await drawer.open();
  await expect(drawer.greeting('Jordan M.')).toBeVisible();
  expect((await sessionCookies(context))['cc-at_SoloUS']?.value).not.toBe(token.value);
});

test('a first visit starts a guest session once the page has hydrated; the page stays shareable', async ({
  page,
  context,
}) => {
  const response = await page.goto('/ca/plp/fire-pits');
  expect(response?.headers()['cache-control']).toBe(
    'public, max-age=900, stale-while-revalidate=900',
  );
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect
    .poll(async () => Object.keys(await sessionCookies(context, 'SoloCA')).sort())
    .toEqual(['cc-at_SoloCA', 'cc-nx-g_SoloCA', 'usid_SoloCA']);
  const first = (await sessionCookies(context, 'SoloCA'))['cc-nx-g_SoloCA']?.value;
  // Once per tab: the next page does not start another one.
  await page.goto('/ca/search?q=stove');
  await page.waitForLoadState('networkidle');
  expect((await sessionCookies(context, 'SoloCA'))['cc-nx-g_SoloCA']?.value).toBe(first);
});

test('pages stay cacheable and cookie-free; personal answers are never stored', async ({
  request,
}) => {
  const login = await request.get('/login');
  expect(login.headers()['cache-control']).toBe('public, max-age=900, stale-while-revalidate=900');
  expect(login.headers()['set-cookie']).toBeUndefined();
  const session = await request.get('/us/session');
  expect(session.headers()['cache-control']).toBe('private, no-store');
  expect(await session.json()).toEqual({ registered: false });
  const refused = await request.post('/login', {
    form: { email: uniqueEmail('cache'), password: 'Wrong#2024' },
  });
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('private, no-store');
});

test('the account drawer is accessible to guests and signed-in shoppers @mobile', async ({
  page,
}) => {
  await page.goto('/eu');
  const drawer = new AccountDrawer(page);
  await drawer.open();
  await expect(drawer.form.email).toBeVisible();
  // Spec 000 §6: no Track an Order on the EU site.
  await expect(drawer.dialog.getByRole('link', { name: 'Track an Order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await drawer.form.signIn('lena.schmidt@example.com', 'Feuerstelle#2024');
  await expect(page).toHaveURL(/\/eu\/account$/);
  await drawer.open();
  await expect(drawer.greeting('Lena S.')).toBeVisible();
  await expect(drawer.dialog.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('each site keeps its own session: signed in on the US site, a guest on the EU site', async ({
  page,
  context,
}) => {
  const pages = new SignInPages(page);
  await pages.gotoLogin('/us/login');
  await pages.loginForm.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/us\/account$/);
  const drawer = new AccountDrawer(page);
  await page.goto('/eu/p/signature-fire-pit');
  await drawer.open();
  await expect(drawer.form.email).toBeVisible();
  // The EU site has a guest session of its own (started by the first visit), not Jordan's.
  await expect
    .poll(async () => Object.keys(await sessionCookies(context, 'SoloEU')).sort())
    .toEqual(['cc-at_SoloEU', 'cc-nx-g_SoloEU', 'usid_SoloEU']);
  await page.goto('/us/p/signature-fire-pit');
  await drawer.open();
  await expect(drawer.greeting('Jordan M.')).toBeVisible();
});
