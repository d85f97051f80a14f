import { expect, test, type Page } from '@playwright/test';
import { CartPages } from './pages/cart.ts';
import { ProductPage } from './pages/product.ts';
import { JORDAN, SignInPages } from './pages/sign-in.ts';

/**
 * The enforced Content-Security-Policy lets the store run: the key pages load, hydrate and answer
 * clicks, and the browser reports no violation (neither as an event in the page nor on the
 * console, where blocked resources show up too).
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

function watchViolations(page: Page): string[] {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  return console;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations);
}

/** Loads `path` under the enforced policy and waits until React has hydrated it. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

test('home, listing, product, cart and checkout run under the policy', async ({ page }) => {
  const console = watchViolations(page);
  for (const path of ['/', '/plp/fire-pits']) {
    await visit(page, path);
    expect(await violations(page), path).toEqual([]);
  }

  await visit(page, '/p/pizza-stone');
  const cart = new CartPages(page);
  await new ProductPage(page).addToCart.click();
  await expect(cart.miniCart).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, '/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, '/checkout');
  await expect(page.locator('section#contact')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(console).toEqual([]);
});

test('sign-in and the account page run under the policy', async ({ page }) => {
  const console = watchViolations(page);
  const pages = new SignInPages(page);
  await pages.gotoLogin();
  expect(await violations(page)).toEqual([]);
  await pages.loginForm.signIn(JORDAN.email, JORDAN.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await violations(page)).toEqual([]);
  expect(console).toEqual([]);
});
