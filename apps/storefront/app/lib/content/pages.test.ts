import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_UIDS, contentPageRef } from './pages.ts';

describe('contentPageRef', () => {
  it('maps each fixed content route to its entry id', () => {
    expect(contentPageRef('/contact-us', undefined)).toEqual({ uid: 'contact_us' });
    expect(contentPageRef('/help-center/', undefined)).toEqual({ uid: 'help_center' });
    expect(Object.values(CONTENT_PAGE_UIDS)).toEqual([
      'contact_us',
      'about_us',
      'klarna_faq',
      'shipping_returns',
      'help_center',
    ]);
  });
  it('finds /s/{url} pages by their url and refuses what cannot be one', () => {
    expect(contentPageRef('/s/privacy-policy', 'privacy-policy')).toEqual({
      url: 'privacy-policy',
    });
    expect(contentPageRef('/s/x', '../etc')).toBeNull();
    expect(contentPageRef('/s/x', '')).toBeNull();
    expect(contentPageRef('/nowhere', undefined)).toBeNull();
  });
});
