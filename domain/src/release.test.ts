import { describe, expect, it } from 'vitest';
import { describeRelease, reissueProblem } from './release.ts';

describe('describeRelease', () => {
  it('says the release, and which reissue where known', () => {
    expect(describeRelease('original', null)).toBe('Original');
    expect(describeRelease('reissue', 'anniversary_2009')).toBe('Reissue (2009 25th anniversary)');
    expect(describeRelease('reissue', null)).toBe('Reissue');
    expect(describeRelease('bootleg', null)).toBe('Bootleg (knock-off)');
  });
});

describe('reissueProblem', () => {
  it('lets only a reissue say which reissue it is', () => {
    expect(reissueProblem('reissue', 'repack_1989_1998')).toBeNull();
    expect(reissueProblem('original', null)).toBeNull();
    expect(reissueProblem('original', 'retro_2019')).toBe('Only a reissue says which reissue it is (this copy\'s release is original)');
  });
});
