import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './did-you-mean.js';

describe('editDistance', () => {
  it.each([
    ['kitchn', 'kitchen', 1],
    ['titel', 'title', 1],
    ['', 'abc', 3],
    ['abc', 'abc', 0],
    ['living', 'kitchen', 6],
  ])('%s → %s is %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('closest', () => {
  it('suggests a near name and nothing for a far one', () => {
    expect(closest('kitchn', ['living', 'kitchen'])).toBe('kitchen');
    expect(closest('garage', ['living', 'kitchen'])).toBeUndefined();
    expect(didYouMean('Hall', ['hall'])).toBe(' (did you mean "hall"?)');
    expect(didYouMean('zzz', ['hall'])).toBe('');
  });
});
