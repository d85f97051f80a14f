import { describe, expect, it } from 'vitest';
import { withoutBuild } from './testing.ts';

describe('tests through the built app without a build', () => {
  it('run with a build, skip on a developer machine, fail under CI', () => {
    expect(withoutBuild(true, 'true')).toBe('run');
    expect(withoutBuild(true, undefined)).toBe('run');
    expect(withoutBuild(false, undefined)).toBe('skip');
    expect(withoutBuild(false, 'false')).toBe('skip');
    expect(withoutBuild(false, 'true')).toBe('fail');
    expect(withoutBuild(false, '1')).toBe('fail');
  });
});
