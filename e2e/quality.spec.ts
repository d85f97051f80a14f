import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { measurePageScripts, PAGE_JS_BUDGET_BYTES, totalBytes } from './support/budget.ts';

/** Every page gets a JavaScript budget and an axe check; later pages add themselves here. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'home (fr-CA)', path: '/ca/fr' },
  { name: 'page not found', path: '/no-such-page' },
  { name: 'category landing', path: '/c/fire-pits' },
  { name: 'category listing', path: '/plp/fire-pits/wood-fire-pits?refine=c_color%3Dblack' },
  { name: 'search results', path: '/search?q=stove' },
];

for (const { name, path } of PAGES) {
  test(`${name} loads at most 150 KB of gzipped JavaScript @mobile`, async ({ page }) => {
    const scripts = await measurePageScripts(page, path);
    const total = totalBytes(scripts);
    test.info().annotations.push({ type: 'js-gzip-kb', description: (total / 1024).toFixed(1) });
    expect(scripts.length).toBeGreaterThan(0);
    expect(total, scripts.map((s) => `${s.gzipBytes} ${s.url}`).join('\n')).toBeLessThanOrEqual(
      PAGE_JS_BUDGET_BYTES,
    );
  });

  test(`${name} has no serious accessibility violations @mobile`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expectNoSeriousA11yViolations(page);
  });
}
