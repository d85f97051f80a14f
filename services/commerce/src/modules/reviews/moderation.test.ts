import { describe, expect, it } from 'vitest';
import { containsBlockedWord, containsLink, holdsFor } from './moderation.ts';

describe('containsLink', () => {
  it.each([
    'see https://cheap-pits.example for more',
    'HTTP://EVIL.TEST',
    'visit www.firepits-outlet for deals',
    'order at firepitdeals.com today',
    'mail me: pat@smoke.net',
    'my shop.io/sale',
    'firepits dot com',
    'firepits (dot) com',
    'full width ｗｗｗ．deals',
    'zero\u200bwidth www\u200b.deals',
    'Bestellt bei feuer.de',
  ])('holds %j', (text) => expect(containsLink(text)).toBe(true));

  it.each([
    'Rated 4.5 out of 5, e.g. for camping.',
    'It works. No smoke at all. At night it glows.',
    'Version 2.0 of the stand is sturdier',
    'Bought it in the U.S. for my dad',
    'Heats up in 10 min. Co-workers loved it.',
    'Connect the dots to see the pattern',
    'Wir fanden ihn großartig. Es ist toll.',
  ])('lets %j through', (text) => expect(containsLink(text)).toBe(false));
});

describe('containsBlockedWord', () => {
  it.each([
    'Buy Viagra here',
    'this is SHIT',
    'a zero-width split: sh\u200bit happens',
    'payday   loan offers',
    'So eine Scheiße',
    'Quelle merde',
  ])('holds %j', (text) => expect(containsBlockedWord(text)).toBe(true));

  it.each([
    'Shitake mushrooms grilled perfectly',
    'The casinos nearby? No, we camp.',
    'Scunthorpe campers approve',
    'A classic cocktail by the fire',
  ])('lets %j through (whole words only)', (text) => expect(containsBlockedWord(text)).toBe(false));
});

describe('holdsFor', () => {
  it('says every reason, over title and text together', () => {
    expect(holdsFor('Great pit', 'Lights fast, burns clean.')).toEqual([]);
    expect(holdsFor('Deals at www.x', 'casino')).toEqual(['link', 'blocked-word']);
    expect(holdsFor('fine', 'go to pits.shop')).toEqual(['link']);
  });
});
