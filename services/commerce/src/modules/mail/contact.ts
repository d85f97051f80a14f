import { SITE_FACTS } from '@solo/fixtures';
import type { SiteId } from '@solo/sites';
import type { StoreContact } from './layout.ts';

/**
 * How a site's emails say to reach the store: the phone and address its footer and contact page
 * state (docs/decisions/content-facts-per-site.md), in the address form of the shopper's
 * language where the site has one, and the store's inbox (STORE_MAIL_TO).
 */
export function storeContact(siteId: SiteId, locale: string, storeInbox: string): StoreContact {
  const facts = SITE_FACTS[siteId];
  const language = locale.split('-')[0]!;
  return {
    phone: facts.phone,
    address: facts.addressIn?.[language] ?? facts.address,
    email: /<([^>]+)>/.exec(storeInbox)?.[1] ?? storeInbox.trim(),
  };
}
