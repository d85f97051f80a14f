import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commerce } from '@solo/commerce';
import { openSeededCommerce } from '../../server/testing-commerce.ts';
import { createApiClient } from '../lib/api/client.server.ts';
import { servicesContext } from '../lib/api/context.ts';
import { loader, meta } from './content-page.tsx';
import { blocksLoaded } from '../components/content/lazy-block.tsx';

// Synchronous renders find the lazily loaded blocks already loaded.
beforeAll(blocksLoaded);

/** The content page route's data and meta, against the real content service and demo content. */
let commerce: Commerce;
const log = { info: () => {}, warn: () => {}, error: () => {} };
const origin = 'https://shop.example';

beforeAll(async () => {
  commerce = await openSeededCommerce('content-page-route');
}, 180_000);
afterAll(() => commerce.close());

async function load(path: string, params: Record<string, string> = {}) {
  const api = createApiClient({
    baseUrl: 'http://127.0.0.1:3000',
    fetch: (input, init) => Promise.resolve(commerce.app.fetch(new Request(input, init))),
    requestId: 'req-route',
    log,
    orgId: commerce.config.orgId,
    clientId: commerce.config.clientId,
  });
  const context = new RouterContextProvider();
  context.set(servicesContext, { api, requestId: 'req-route', log });
  const url = new URL(`http://127.0.0.1:3000${path}`);
  return loader({ url, params, context } as unknown as Parameters<typeof loader>[0]);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

const metaOf = (loaderData: LoaderData, pathname: string) =>
  meta({
    loaderData,
    matches: [{ id: 'root', loaderData: { origin } }],
    location: { pathname },
  } as unknown as Parameters<typeof meta>[0]);

type FaqPage = { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: object }> };

const faqOf = (tags: ReturnType<typeof meta>): FaqPage | undefined =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as FaqPage] : []))[0];

describe('content page meta', () => {
  it("carries the help center's questions as FAQPage structured data", async () => {
    const faq = faqOf(metaOf(await load('/help-center'), '/help-center'));
    expect(faq?.['@type']).toBe('FAQPage');
    // Issue 18: the help centre FAQ has more than 5 questions, and every one is listed.
    expect(faq?.mainEntity.length).toBeGreaterThan(5);
    expect(faq?.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer', text: expect.any(String) as string },
    });
  });

  it('carries the Klarna FAQ in the page language', async () => {
    const data = await load('/eu/de/klarna-faq', { site: 'eu', locale: 'de' });
    const faq = faqOf(metaOf(data, '/eu/de/klarna-faq'));
    const english = faqOf(metaOf(await load('/klarna-faq'), '/klarna-faq'));
    expect(faq?.mainEntity.length).toBeGreaterThan(0);
    expect(faq?.mainEntity.map((q) => q.name)).not.toEqual(english?.mainEntity.map((q) => q.name));
  });

  it('has no structured data on a page without questions', async () => {
    const tags = metaOf(await load('/about-us'), '/about-us');
    expect(tags.length).toBeGreaterThan(0);
    expect(faqOf(tags)).toBeUndefined();
  });

  it('renders the structured data with "<" escaped, so an answer cannot close the script', async () => {
    const data = await load('/help-center');
    const hostile = {
      ...data,
      sections: [
        {
          _content_type_uid: 'accordion_group',
          uid: 'hostile',
          items: [{ title: 'Q</script>', content: '</script><script>alert(1)</script>' }],
        },
      ],
    } as LoaderData;
    const Stub = createRoutesStub([
      { id: 'root', path: '/', meta: () => metaOf(hostile, '/help-center'), Component: Meta },
    ]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
    expect(script?.[1]).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.parse(script![1]!)).toMatchObject({
      mainEntity: [
        { name: 'Q</script>', acceptedAnswer: { text: '</script><script>alert(1)</script>' } },
      ],
    });
  });
});
