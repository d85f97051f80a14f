import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLocale, findSite } from '@solo/sites';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../../server/testing-commerce.ts';
import { getServices } from '../api/context.ts';
import { sessionHarness } from '../session/session-testing.server.ts';
import { loadTrackOrderPage, trackOrder } from './track.server.ts';

/** Spec 000 §2, §6 Track an Order: the page and the lookup, against the real service. */
let commerce: Commerce;
const run = sessionHarness(() => commerce);
const US = findSite('SoloUS')!;
const EU = findSite('SoloEU')!;

beforeAll(async () => {
  commerce = await openSeededCommerce('track-order');
}, 180_000);

afterAll(async () => {
  await commerce.close();
});

describe('loadTrackOrderPage', () => {
  it('answers the page where the site offers tracking, null where it hides it', async () => {
    const { result } = await run('http://127.0.0.1:3000/track-order', async (args) => ({
      us: await loadTrackOrderPage(getServices(args.context), US, findLocale(US, 'en-US')!),
      eu: await loadTrackOrderPage(getServices(args.context), EU, findLocale(EU, 'de-DE')!),
    }));
    expect(result.us).toMatchObject({ siteId: 'SoloUS', localeId: 'en-US' });
    expect(result.eu).toBeNull();
  });
});

describe('trackOrder', () => {
  it('refuses an incomplete form as typed, and answers one miss for an unknown order', async () => {
    const { response, result } = await run('http://127.0.0.1:3000/track-order', async (args) => ({
      invalid: await trackOrder(args, US, { orderNo: ' ', email: 'robin@' }),
      unknown: await trackOrder(args, US, { orderNo: '00000000', email: 'robin@example.com' }),
    }));
    expect(result.invalid).toEqual({
      ok: false,
      status: 400,
      answer: {
        values: { orderNo: ' ', email: 'robin@' },
        errors: { orderNo: 'orderNoRequired', email: 'emailInvalid' },
      },
    });
    expect(result.unknown).toEqual({
      ok: false,
      status: 404,
      answer: {
        values: { orderNo: '00000000', email: 'robin@example.com' },
        errors: {},
        notFound: true,
      },
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers null where the site hides tracking', async () => {
    const { result } = await run('http://127.0.0.1:3000/eu/de-DE/track-order', (args) =>
      trackOrder(args, EU, { orderNo: '00000000', email: 'robin@example.com' }),
    );
    expect(result).toBeNull();
  });
});
