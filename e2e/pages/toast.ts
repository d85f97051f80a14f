import type { Locator, Page } from '@playwright/test';

/**
 * A toast on screen (spec 000 §2), by its text: the item the shopper sees in the notifications
 * region. Not Radix's status announcement, a visually hidden copy that lives one second, so a
 * check made later on a busy machine missed it; and found even while a modal (the mini cart that
 * opens with the add-to-cart toast) hides the rest of the page from assistive technology.
 * `region` is the notifications region's name in the page's language.
 */
export function toast(page: Page, text: string | RegExp, region = 'Notifications'): Locator {
  return page
    .getByRole('region', { name: region, exact: true, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })
    .first();
}
