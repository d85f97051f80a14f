import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMessages, fetchCatalogue } from './catalogues.ts';

const english = { greeting: [{ type: 0, value: 'Hello' }] };

function stubFetch(answers: Record<string, Response | Error>) {
  const fetch = vi.fn((url: string) => {
    const answer = answers[url];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer!.clone());
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchCatalogue', () => {
  it('logs a catalogue that cannot be fetched and falls back to the default messages', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({
      '/t/pl.1.json': new Response('gone', { status: 404 }),
      '/t/en.1.json': Response.json(english),
    });
    await fetchCatalogue('/t/pl.1.json', '/t/en.1.json');
    expect(catalogueMessages('/t/pl.1.json')).toEqual(english);
    expect(error).toHaveBeenCalledWith(
      'Translation catalogue /t/pl.1.json failed to load',
      expect.any(Error),
    );
  });

  it('leaves message ids when there is no default catalogue either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ '/t/sv.1.json': new TypeError('network down') });
    await fetchCatalogue('/t/sv.1.json');
    expect(catalogueMessages('/t/sv.1.json')).toEqual({});
  });

  it('fetches each catalogue once', async () => {
    const fetch = stubFetch({ '/t/da.1.json': Response.json({ a: [] }) });
    await Promise.all([fetchCatalogue('/t/da.1.json'), fetchCatalogue('/t/da.1.json')]);
    await fetchCatalogue('/t/da.1.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(catalogueMessages('/t/da.1.json')).toEqual({ a: [] });
  });
});
