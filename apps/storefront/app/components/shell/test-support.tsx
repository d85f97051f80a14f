import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import type { EntryMeta, FooterEntry, HeaderEntry } from '@solo/content-model';
import { DEFAULT_SITE_PREFERENCES, resolvePath, type Locale } from '@solo/sites';
import { SiteContext } from '../../lib/site-context.tsx';
import { messagesFor } from '../../i18n/testing.ts';

const meta = (uid: string): EntryMeta => ({
  uid,
  _content_type_uid: uid,
  locale: 'en-us',
  title: uid,
  updated_at: '2025-01-01T00:00:00Z',
});

const image = (name: string, alt = '') => ({
  url: `/images/content/${name}`,
  alt,
  width: 400,
  height: 300,
});

/** A header entry shaped like the demo content, three levels deep. */
export const headerEntry: HeaderEntry & EntryMeta = {
  ...meta('header'),
  main_nav: [
    {
      title: 'Fire Pits',
      url_custom: '/c/fire-pits',
      link: [
        {
          title: 'By Size',
          url_custom: '/plp/fire-pits',
          link: [
            { title: 'Ranger', url_custom: '/p/ranger' },
            { title: 'Bonfire', url_custom: '/p/bonfire' },
          ],
        },
        { title: 'New Arrivals', url_custom: '/plp/new', item_image: image('new.jpg') },
      ],
      secondary_links: [{ title: 'Compare Fire Pits', url_custom: '/s/compare' }],
    },
    { title: 'Gift Cards', url_custom: '/p/gift-card' },
  ],
  user_top_nav_desktop: [
    { title: 'Track Order', url_custom: '/track-order' },
    { title: 'Help Center', url_custom: '/help-center' },
  ],
  user_nav_mobile: [
    { title: 'Track Order', url_custom: '/track-order' },
    { title: 'Contact Us', url_custom: '/contact-us' },
  ],
  promotion: [
    { promo_text: 'Free shipping over $100', url: '/shipping-returns', link_text: 'Details' },
    { promo_text: 'New: the Ranger bundle' },
  ],
  logo: image('logo.svg', 'Solo Outdoor'),
  logo_hover: image('logo-hover.svg'),
  account_menu: { registered: { primary_links: [], secondary_links: [] } },
};

export const footerEntry: FooterEntry & EntryMeta = {
  ...meta('footer'),
  desktop_media: {
    image: image('footer.jpg'),
    autoplay: false,
    controls: false,
    loop: false,
    muted: true,
  },
  categories_columns: [
    { title: 'Shop', subcategories: [{ name: 'Fire Pits', link: '/c/fire-pits' }] },
    {
      title: 'Support',
      subcategories: [
        { name: 'Help Center', link: '/help-center' },
        { name: 'Track Order', link: '/track-order' },
      ],
    },
  ],
  phone_number: '+1 (800) 555-0199',
  text_number_block: { text_number: '+1 (800) 555-0100' },
  address_block: { address: '123 Ember Way\nDallas, TX' },
  extra_links_custom: [{ title: 'Dealer Locator', url_custom: '/dealer-locator' }],
  terms: [{ name: 'Terms of Use', link_custom: '/s/terms' }],
  copyright: 'Solo Outdoor',
  brand_logo: image('brand.svg', 'Solo Outdoor'),
};

/**
 * Server-renders `ui` at `url` inside the providers the root route gives every page: a data
 * router, the site context of the URL prefix and react-intl with the shell's catalogue.
 */
export function renderAt(
  url: string,
  ui: () => ReactNode,
  options: { locale?: Locale } = {},
): string {
  const resolved = resolvePath(new URL(url, 'http://localhost').pathname);
  const locale = options.locale ?? resolved.locale;
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <SiteContext
          value={{
            site: resolved.site,
            locale,
            preferences: DEFAULT_SITE_PREFERENCES[resolved.site.id],
          }}
        >
          <IntlProvider locale="en-US" messages={messagesFor('en-US')}>
            {ui()}
          </IntlProvider>
        </SiteContext>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[url]} />);
}
