import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-errors.ts';

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports in each browser', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/p.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js')),
    ).toBe(true);
  });
  it('recognises a failed fetch of the next page data', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isChunkLoadError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      true,
    );
  });
  it('leaves other errors to the generic error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
