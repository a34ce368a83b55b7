import { describe, expect, it } from 'vitest';
import { parseStartTime } from './start-time.js';

describe('parseStartTime', () => {
  it.each([
    ['42', 42],
    ['42s', 42],
    ['4.5', 4.5],
    ['1m30s', 90],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['1:30', 90],
    ['1:02:03', 3723],
    [' 7 ', 7],
    ['0', 0],
  ])('%j is %s s', (raw, seconds) => {
    expect(parseStartTime(raw)).toBe(seconds);
  });

  it.each([null, '', 'abc', '-5', '1:2:3:4', '1:75x', 'm', '12e3'])('ignores %j', (raw) => {
    expect(parseStartTime(raw)).toBeUndefined();
  });

  it('ignores a time at or past the end of the video', () => {
    expect(parseStartTime('59', 60)).toBe(59);
    expect(parseStartTime('60', 60)).toBeUndefined();
    expect(parseStartTime('2m', 60)).toBeUndefined();
  });
});
