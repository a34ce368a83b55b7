import { describe, expect, it } from 'vitest';
import { formatTime, parseTime, roundTime } from './chapter-time.js';

describe('chapter times', () => {
  it('reads seconds, m:ss and h:mm:ss, to the hundredth', () => {
    expect(parseTime('75.5')).toBe(75.5);
    expect(parseTime(' 1:15.5 ')).toBe(75.5);
    expect(parseTime('0:07')).toBe(7);
    expect(parseTime('1:02:03')).toBe(3723);
    expect(parseTime('12.3456')).toBe(12.35);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '-3', '1:75', '1.5:10', '1:2:3:4', '1:', '1e3'])
      expect(parseTime(text)).toBeNull();
  });

  it('writes m:ss with hundredths only when there are some, and reads back what it wrote', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7)).toBe('0:07');
    expect(formatTime(65.25)).toBe('1:05.25');
    expect(formatTime(3723.5)).toBe('1:02:03.5');
    for (const t of [0, 9.99, 59.5, 61.01, 3600, 4000.07]) expect(parseTime(formatTime(t))).toBe(t);
    expect(roundTime(-1)).toBe(0);
  });
});
