import { expect, test } from '@playwright/test';
import { ContentPage } from './pages/content.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';
import { ensureEntry } from './support/content.ts';

/** Spec 000 §2 content pages (lib/content/pages.ts) and the contact form (issue 18). */
const CONTENT_PAGES = [
  ['/contact-us', 'contact_us', 'Contact Us'],
  ['/about-us', 'about_us', 'About Us'],
  ['/klarna-faq', 'klarna_faq', 'Klarna FAQ'],
  ['/shipping-returns', 'shipping_returns', 'Shipping & Returns'],
  ['/help-center', 'help_center', 'Help Center'],
] as const;

// The seeded content may not hold these pages yet: each gets a minimal entry where it has none,
// and the contact page a form (seeded content is never overwritten).
test.beforeAll(async ({ request }) => {
  await ensureEntry(request, {
    type: 'form_definition',
    uid: 'e2e-contact',
    title: 'Contact Us',
    body: {
      fields: [
        { name: 'name', label: 'Your name', type: 'text', required: true, autocomplete: 'name' },
        { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
        { name: 'message', label: 'Message', type: 'textarea', required: true, max_length: 2000 },
      ],
      submit_label: 'Send message',
      success_message: 'Thank you! Our team answers within one business day.',
    },
  });
  await ensureEntry(request, {
    type: 'form',
    uid: 'e2e_contact_form',
    title: 'Contact form',
    body: { title: 'Write to us', jotform_form: 'e2e-contact' },
  });
  for (const [, uid, title] of CONTENT_PAGES)
    await ensureEntry(request, {
      type: 'page',
      uid,
      title,
      body: {
        heading: title,
        sections:
          uid === 'contact_us' ? [{ _content_type_uid: 'form', uid: 'e2e_contact_form' }] : [],
      },
    });
});

test('the contact form shows a field error, keeps what was typed, then sends', async ({ page }) => {
  const contact = new ContentPage(page);
  expect((await contact.goto('/contact-us'))?.status()).toBe(200);
  await expect(contact.form).toBeVisible();
  const email = contact.form.locator('input[type=email]').first();
  const emailName = (await email.getAttribute('name'))!;
  await contact.fillRequired({ [emailName]: 'ada.fire@example' });
  const typed = await contact.form
    .locator('input:not([type=hidden]):not([type=checkbox]), textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await contact.submit();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby'))!.split(' ');
  const errorId = describedBy.find((id) => id.endsWith('-error'))!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Please enter a valid email address.');
  const kept = await contact.form
    .locator('input:not([type=hidden]):not([type=checkbox]), textarea')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  expect(kept).toEqual(typed);

  await email.fill('ada.fire@example.com');
  await contact.submit();
  await expect(contact.status).toBeVisible();
  await expect(contact.form).toHaveCount(0);
});

test('the contact form works without scripts and keeps what was typed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const contact = new ContentPage(await context.newPage());
  await contact.goto('/contact-us');
  const email = contact.form.locator('input[type=email]').first();
  const emailName = (await email.getAttribute('name'))!;
  await contact.fillRequired({ [emailName]: 'not-an-email' });
  await contact.submit();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-email');
  await context.close();
});

for (const [path] of CONTENT_PAGES) {
  test(`${path} is accessible and within the JavaScript budget`, async ({ page }) => {
    const content = new ContentPage(page);
    expect((await content.goto(path))?.status()).toBe(200);
    await expect(content.heading).toHaveCount(1);
    await expect(page).toHaveTitle(/\| Solo Outdoor US$/);
    await expectNoSeriousA11yViolations(page);
    const weights = await measurePageScripts(page, path);
    expect(totalBytes(weights)).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  });
}

test('a missing content page is the 404 page', async ({ page }) => {
  expect((await page.goto('/s/no-such-page-here'))?.status()).toBe(404);
});
