import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteShell } from './SiteShell.tsx';
import type { Site } from '@solo/sites';
import { SITES } from '@solo/sites';
import { LocaleList, LocaleSelector, useGroups } from './LocaleSelector.tsx';
import { footerEntry, headerEntry, renderAt } from './test-support.tsx';

const shell = () => (
  <SiteShell header={headerEntry} footer={footerEntry}>
    <h1>Page</h1>
  </SiteShell>
);

/** The opening tag of the first element carrying `attribute`. */
const tagWith = (html: string, attribute: string) =>
  html.match(new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`))?.[0] ?? '';

describe('SiteShell (server render)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts with the skip link to #main-content and renders the landmarks in order', () => {
    const html = renderAt('/', shell);
    const firstFocusable = html.match(/<(a|button|input|summary)\b[^>]*>/)?.[0];
    expect(firstFocusable).toContain('href="#main-content"');
    expect(html).toContain('Skip to Content');
    const order = ['<header', 'id="main-content"', '<footer'].map((s) => html.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('marks the cart icon current on /cart only', () => {
    for (const url of ['/cart', '/ca/fr/cart']) {
      const cart = tagWith(renderAt(url, shell), 'aria-label="Cart"');
      expect(cart, url).toContain('aria-current="page"');
    }
    expect(tagWith(renderAt('/', shell), 'aria-label="Cart"')).not.toContain('aria-current');
    expect(tagWith(renderAt('/cartography', shell), 'aria-label="Cart"')).not.toContain(
      'aria-current',
    );
  });

  it('links the header icons to their pages before hydration', () => {
    const html = renderAt('/ca/fr', shell);
    expect(tagWith(html, 'aria-label="Cart"')).toContain('href="/ca/fr/cart"');
    expect(tagWith(html, 'aria-label="Search"')).toContain('href="/ca/fr/search"');
    expect(tagWith(html, 'aria-label="Account"')).toContain('href="/ca/fr/login"');
    expect(tagWith(html, 'aria-label="Wishlist"')).toContain('href="/ca/fr/account/wishlist"');
    expect(tagWith(html, 'aria-label="Solo Outdoor Canada home"')).toContain('href="/ca/fr"');
  });

  it('hides Track Order on the EU and Australia sites', () => {
    expect(renderAt('/us', shell)).toContain('href="/us/track-order"');
    expect(renderAt('/ca', shell)).toContain('href="/ca/track-order"');
    for (const prefix of ['/eu', '/au']) {
      const html = renderAt(prefix, shell);
      expect(html).not.toContain('track-order');
      expect(html).toContain(`href="${prefix}/help-center"`);
    }
  });

  it('prints the current year in the copyright', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    expect(renderAt('/', shell)).toContain('© 2031 Solo Outdoor');
  });

  it('renders top-level menu items as plain links until hydrated, panels hidden', () => {
    const html = renderAt('/', shell);
    expect(html).toMatch(/<a[^>]*href="\/us\/c\/fire-pits"[^>]*>Fire Pits<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/us\/p\/gift-card"[^>]*>Gift Cards<\/a>/);
  });

  it('shows the first promotion and makes the others inert', () => {
    const html = renderAt('/', shell);
    const slides = [...html.matchAll(/<div[^>]*aria-roledescription="slide"[^>]*>/g)].map(
      (x) => x[0],
    );
    expect(slides).toHaveLength(2);
    expect(slides[0]).not.toContain('inert');
    expect(slides[1]).toContain('inert');
    // Nothing rotates before JS (and the server assumes reduced motion), so the control offers Play.
    expect(html).toContain('aria-label="Play promotions"');
  });

  it('links phone and text numbers and keeps an empty offline status region while online', () => {
    const html = renderAt('/', shell);
    expect(html).toContain('href="tel:+18005550199"');
    expect(html).toContain('href="sms:+18005550100"');
    expect(html).toMatch(/<div role="status"[^>]*><\/div>/);
  });

  it('renders without header and footer entries', () => {
    const html = renderAt('/', () => (
      <SiteShell header={null} footer={null}>
        <p>content</p>
      </SiteShell>
    ));
    expect(html).toContain('Solo Outdoor US');
    expect(html).toContain('<p>content</p>');
    expect(html).not.toContain('<footer');
  });
});

/** The selector's list, as it renders once opened. */
function Locales({ sites = SITES }: { sites?: readonly Site[] }) {
  return <LocaleList groups={useGroups(sites)} />;
}

describe('LocaleSelector (server render)', () => {
  it('sends the current locale, and the list only once opened', () => {
    const html = renderAt('/ca/fr/p/ranger?color=ash', () => <LocaleSelector />);
    expect(html).toContain('aria-label="Country and language: CA/FR · CAD"');
    expect(html).not.toContain('href="/eu/de/p/ranger?color=ash"');
  });

  it('links every locale to the same page and query, current one marked', () => {
    const html = renderAt('/ca/fr/p/ranger?color=ash', () => <Locales />);
    expect(html).toContain('href="/eu/de/p/ranger?color=ash"');
    expect(html).toContain('href="/us/p/ranger?color=ash"');
    expect(html).toContain('href="/au/nz/p/ranger?color=ash"');
    expect(tagWith(html, 'aria-current')).toContain('href="/ca/fr/p/ranger?color=ash"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('>NL/NL · EUR<');
  });

  it("labels each locale, and the current one, with the locale's own currency (spec 000 §3)", () => {
    expect(renderAt('/eu/sv', () => <LocaleSelector />)).toContain(
      'aria-label="Country and language: SE/SV · SEK"',
    );
    const html = renderAt('/eu/sv', () => <Locales />);
    for (const label of ['DK/DA · DKK', 'NO/NB · NOK', 'PL/PL · PLN', 'CH/FR · CHF', 'GB/EN · GBP'])
      expect(html).toContain(`>${label}<`);
    expect(html).toContain('>DE/DE · EUR<');
  });

  it('shows "Invalid locale format" instead of crashing on a malformed locale id', () => {
    const html = renderAt('/', () => <LocaleSelector />, {
      locale: { id: 'english', preferredCurrency: 'USD' },
    });
    expect(html).toContain('Country and language: Invalid locale format');
  });

  it('reports a malformed locale in the list', () => {
    const sites = [
      {
        id: 'SoloUS' as const,
        alias: 'us' as const,
        title: 'Broken',
        defaultCurrency: 'USD' as const,
        inventoryListId: 'x',
        l10n: {
          defaultLocale: 'en-US',
          supportedLocales: [
            { id: 'en-US', preferredCurrency: 'USD' as const },
            { id: 'en_GB', preferredCurrency: 'USD' as const },
          ],
        },
      },
    ];
    const html = renderAt('/', () => <Locales sites={sites} />);
    expect(html).toMatch(/role="alert"[^>]*>Invalid locale format</);
    expect(html).toContain('>US/EN · USD<');
  });
});
