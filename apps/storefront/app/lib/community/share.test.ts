import { describe, expect, it } from 'vitest';
import { shareLinks } from './share.ts';

describe('share links', () => {
  it('builds the services’ share URLs with the page encoded', () => {
    const links = shareLinks({
      url: 'https://s/community/p/a?x=1&y=2',
      title: 'Fire & Ice',
      imageUrl: 'https://s/images/a.svg',
    });
    const href = Object.fromEntries(links.map((l) => [l.service, l.href]));
    expect(href.email).toBe(
      'mailto:?subject=Fire%20%26%20Ice&body=https%3A%2F%2Fs%2Fcommunity%2Fp%2Fa%3Fx%3D1%26y%3D2',
    );
    expect(href.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fs%2Fcommunity%2Fp%2Fa%3Fx%3D1%26y%3D2&text=Fire%20%26%20Ice',
    );
    expect(href.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fs%2Fcommunity%2Fp%2Fa%3Fx%3D1%26y%3D2',
    );
    const pin = new URL(href.pinterest!);
    expect(pin.origin + pin.pathname).toBe('https://pinterest.com/pin/create/button/');
    expect(pin.searchParams.get('url')).toBe('https://s/community/p/a?x=1&y=2');
    expect(pin.searchParams.get('media')).toBe('https://s/images/a.svg');
    expect(pin.searchParams.get('description')).toBe('Fire & Ice');
  });
});
