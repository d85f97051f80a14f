/**
 * Etched basket lines (spec 001 §3 "Etching basket item data", §5, §9) on the demo catalog: the
 * basket accepts what the etching modal sends and refuses, naming the field, what it could not
 * have sent — text the engraver cannot cut, a team off the league's allow-list, a value the
 * product or the site does not offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePreferences } from '@solo/db/schema';
import { DEMO_DATA } from '@solo/fixtures/testing';
import { createTestCommerce, type TestCommerce } from '../../testing.ts';
import { BASKETS, guestOn, ok, problemOf, type TestShopper } from './basket-testing.ts';
import type { WireBasket } from './wire.ts';

let t: TestCommerce;
const shoppers: Record<string, TestShopper> = {};
beforeAll(async () => {
  t = await createTestCommerce({ template: DEMO_DATA });
  for (const site of ['SoloUS', 'SoloCA']) shoppers[site] = await guestOn(t, site);
});
afterAll(() => t.close());

const request = (site: string, method: string, path: string, body?: unknown) =>
  t.app.request(`${path}?siteId=${site}`, {
    method,
    headers: {
      authorization: `Bearer ${shoppers[site]!.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function basketOn(site: string): Promise<string> {
  const b = await ok(request(site, 'POST', BASKETS, {}));
  return b.basketId!;
}

const BLACK = 'mesa-tabletop-fire-pit-black';
const SAGE = 'mesa-tabletop-fire-pit-sage';
const etched = (valueId: string, fields: Record<string, unknown> = {}, productId = BLACK) => ({
  productId,
  quantity: 1,
  optionItems: [{ optionId: 'etchingType', optionValueId: valueId }],
  c_EtchingRequired: true,
  ...fields,
});

async function refused(res: Response) {
  expect(res.status).toBe(400);
  const body = await problemOf(res);
  return (body.invalidFields as Array<{ name: string; reason: string }>).map((f) => f.name);
}

describe('etched basket lines', () => {
  let us: string;
  beforeAll(async () => {
    us = await basketOn('SoloUS');
  });

  it('adds custom text with its option price and keeps two texts on two lines', async () => {
    const b = await ok(
      request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
        etched('customText', { c_etchingText: 'The Millers\nEst. 1987' }),
        etched('customText', { c_etchingText: 'Camp Sam' }),
      ]),
    );
    expect(b.productItems).toMatchObject([
      {
        productId: BLACK,
        quantity: 1,
        c_etchingText: 'The Millers\nEst. 1987',
        c_EtchingRequired: true,
        optionItems: [{ optionId: 'etchingType', optionValueId: 'customText', price: 15 }],
      },
      { productId: BLACK, quantity: 1, c_etchingText: 'Camp Sam' },
    ]);
    // 2 × 129.99 + 2 × 15.00 etching.
    expect(b.productSubTotal).toBe(289.98);
  });

  it('adds a team logo of the allow-list on a team logo variant, in US dollars', async () => {
    const b = await ok(
      request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
        etched('nfl', {
          c_etchingTeamName: 'Seattle Sound Orcas',
          c_etchingFileName: 'etching/nfl/seattle-sound-orcas.svg',
          c_etchingImage: '/images/products/mesa-tabletop-fire-pit/black-etching.svg',
        }),
      ]),
    );
    expect(b.productItems?.at(-1)).toMatchObject({
      c_etchingTeamName: 'Seattle Sound Orcas',
      optionItems: [{ optionValueId: 'nfl', price: 29.95 }],
    });
  });

  it('refuses text the engraver cannot cut, naming the field', async () => {
    for (const text of ['x'.repeat(17), 'one\ntwo\nthree', 'Fire 🔥', '', '<b>hi</b>']) {
      const res = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
        etched('customText', { c_etchingText: text }),
      ]);
      expect(await refused(res), text).toEqual(['0.c_etchingText']);
    }
    const missing = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('customText'),
    ]);
    expect(await refused(missing)).toEqual(['0.c_etchingText']);
  });

  it('refuses a team off the allow-list, of another league, or on a variant without logos', async () => {
    const off = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('nhl', { c_etchingTeamName: 'Springfield Atoms' }),
    ]);
    expect(await refused(off)).toEqual(['0.c_etchingTeamName']);
    const otherLeague = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('nhl', { c_etchingTeamName: 'Seattle Sound Orcas' }),
    ]);
    expect(await refused(otherLeague)).toEqual(['0.c_etchingTeamName']);
    const wrongFile = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('nfl', { c_etchingTeamName: 'Seattle Sound Orcas', c_etchingFileName: '../x.svg' }),
    ]);
    expect(await refused(wrongFile)).toEqual(['0.c_etchingFileName']);
    const sage = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('nfl', { c_etchingTeamName: 'Seattle Sound Orcas' }, SAGE),
    ]);
    expect(await refused(sage)).toEqual(['0.productId']);
  });

  it('refuses an unknown value, etching on a product without it, and stray fields', async () => {
    const unknown = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('laserPortrait', { c_etchingText: 'Sam' }),
    ]);
    expect(await refused(unknown)).toEqual(['0.optionItems.0']);
    const plain = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      { productId: 'pizza-peel', quantity: 1, c_etchingText: 'Sam' },
    ]);
    expect(await refused(plain)).toEqual(['0.c_etchingText']);
    const none = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('noEtching', { c_etchingText: 'Sam' }),
    ]);
    expect(await refused(none)).toEqual(['0.c_etchingText', '0.c_EtchingRequired']);
    const image = await request('SoloUS', 'POST', `${BASKETS}/${us}/items`, [
      etched('customText', { c_etchingText: 'Sam', c_etchingImage: 'https://evil.example/x.png' }),
    ]);
    expect(await refused(image)).toEqual(['0.c_etchingImage']);
  });

  it('refuses team logos on another site than SoloUS, and takes custom text in its currency', async () => {
    const ca = await basketOn('SoloCA');
    const team = await request('SoloCA', 'POST', `${BASKETS}/${ca}/items`, [
      etched('college', { c_etchingTeamName: 'Mesa State Roadrunners' }),
    ]);
    expect(await refused(team)).toEqual(['0.optionItems.0.optionValueId']);
    const text = await ok(
      request('SoloCA', 'POST', `${BASKETS}/${ca}/items`, [
        etched('customText', { c_etchingText: 'Les Tremblay' }),
      ]),
    );
    expect(text.productItems?.[0]?.optionItems?.[0]).toMatchObject({ price: 19.99 });
  });

  it('removes the etching of a line: noEtching with blank fields (spec 001 §4)', async () => {
    const before = await ok(request('SoloUS', 'GET', `${BASKETS}/${us}`));
    const line = before.productItems!.find((i) => i.c_etchingText === 'Camp Sam')!;
    const after = await ok<WireBasket>(
      request('SoloUS', 'PATCH', `${BASKETS}/${us}/items/${line.itemId}`, {
        optionItems: [{ optionId: 'etchingType', optionValueId: 'noEtching' }],
        c_etchingText: null,
        c_EtchingRequired: false,
      }),
    );
    const plain = after.productItems!.find((i) => i.itemId === line.itemId)!;
    expect(plain.c_etchingText).toBeUndefined();
    expect(plain.optionItems).toMatchObject([{ optionValueId: 'noEtching', price: 0 }]);
    // Changing the text of an etched line is checked like adding it.
    const etchedLine = after.productItems!.find((i) => i.c_etchingText)!;
    const res = await request('SoloUS', 'PATCH', `${BASKETS}/${us}/items/${etchedLine.itemId}`, {
      c_etchingText: 'x'.repeat(40),
    });
    expect(await refused(res)).toEqual(['c_etchingText']);
  });

  it('marks the basket as holding etching', async () => {
    const b = await ok(request('SoloUS', 'PATCH', `${BASKETS}/${us}`, { c_containsEtching: true }));
    expect(b.c_containsEtching).toBe(true);
  });
});

describe('a site that turned etching off (disableEtching)', () => {
  let ca: string;
  let line: string;
  beforeAll(async () => {
    ca = await basketOn('SoloCA');
    const b = await ok(
      request('SoloCA', 'POST', `${BASKETS}/${ca}/items`, [
        etched('customText', { c_etchingText: 'Before' }),
      ]),
    );
    line = b.productItems![0]!.itemId!;
    await t.db.db.insert(sitePreferences).values({
      siteId: 'SoloCA',
      key: 'disableEtching',
      value: true,
    });
  });
  afterAll(() => t.db.db.delete(sitePreferences));

  it('refuses an etched line, naming the etchingType option', async () => {
    const res = await request('SoloCA', 'POST', `${BASKETS}/${ca}/items`, [
      { productId: SAGE, quantity: 1 },
      etched('customText', { c_etchingText: 'Les Tremblay' }),
    ]);
    expect(res.status).toBe(400);
    const body = await problemOf(res);
    expect(body.invalidFields).toEqual([
      expect.objectContaining({
        name: '1.optionItems.0.optionValueId',
        reason: 'etching is turned off on SoloCA (disableEtching)',
      }),
    ]);
    const change = await request('SoloCA', 'PATCH', `${BASKETS}/${ca}/items/${line}`, {
      c_etchingText: 'After',
    });
    expect(await refused(change)).toEqual(['optionItems.0.optionValueId']);
  });

  it('still takes plain lines and takes an etching off a line', async () => {
    await ok(
      request('SoloCA', 'POST', `${BASKETS}/${ca}/items`, [{ productId: SAGE, quantity: 1 }]),
    );
    const b = await ok<WireBasket>(
      request('SoloCA', 'PATCH', `${BASKETS}/${ca}/items/${line}`, {
        optionItems: [{ optionId: 'etchingType', optionValueId: 'noEtching' }],
        c_etchingText: null,
        c_EtchingRequired: false,
      }),
    );
    expect(b.productItems!.find((i) => i.itemId === line)?.c_etchingText).toBeUndefined();
  });
});
