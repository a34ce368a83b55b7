import { describe, expect, it } from 'vitest';
import { formatClock, isoDuration } from './time-format.js';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [42, 'PT42S'],
    [60, 'PT1M'],
    [3723, 'PT1H2M3S'],
  ])('%s s is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });
});
