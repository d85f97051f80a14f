import type { Locator, Page, Request } from '@playwright/test';

/** How long the page's own requests take in the typing journeys: long enough to type into. */
export const ANSWER_DELAY_MS = 700;

/** A shopper's typing speed: 50–100 ms a key (issue 14). */
export const KEY_DELAY_MS = 60;

/**
 * Clicks `field` and types `text` key by key at human speed, without waiting for anything the
 * page is doing: whatever lands meanwhile (a step's answer, a re-pricing, a toast) must leave
 * the keys where the shopper put them.
 */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.page().keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** As `typeInto`, over what the field held (the billing form starts as the shipping address). */
export async function retypeInto(field: Locator, text: string) {
  await field.click();
  await field.page().keyboard.press('ControlOrMeta+A');
  await field.page().keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Types at human speed into whatever has focus (keyboard-only journeys). */
export async function typeKeys(page: Page, text: string) {
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** Presses Tab (or Shift+Tab) until `target` has focus (keyboard only), failing after 80. */
export async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Holds back every answer to the page's own requests (a step's action, a fetcher, the
 * revalidation after them) by `ms`, as a slow network would, so each answer reliably lands
 * while the shopper is typing.
 */
export async function answerSlowly(page: Page, ms = ANSWER_DELAY_MS) {
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.fulfill({ response });
    },
  );
}

/**
 * Holds back the answers to the requests `matches` picks until the returned `release` is called,
 * so a journey can type for as long as it likes while they are on their way (a modal that opens
 * with the answer would otherwise take the keys typed after it).
 */
export async function holdAnswers(page: Page, matches: (request: Request) => boolean) {
  let open = () => {};
  const released = new Promise<void>((resolve) => (open = resolve));
  const seen = page.waitForRequest(matches);
  await page.route('**/*', async (route) => {
    if (!matches(route.request())) return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    await released;
    await route.fulfill({ response });
  });
  return async () => {
    await seen;
    open();
  };
}
