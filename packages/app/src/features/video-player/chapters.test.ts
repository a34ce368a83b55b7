import { describe, expect, it } from 'vitest';
import { chapterIndexAt } from './chapters.js';

const chapters = [{ start: 0 }, { start: 10 }, { start: 25 }];

describe('chapterIndexAt', () => {
  it.each([
    [0, 0],
    [9.99, 0],
    [10, 1],
    [24, 1],
    [25, 2],
    [1000, 2],
  ])('at %s s the chapter is #%s', (time, index) => {
    expect(chapterIndexAt(chapters, time)).toBe(index);
  });

  it('is -1 before the first chapter starts and without chapters', () => {
    expect(chapterIndexAt([{ start: 5 }], 4)).toBe(-1);
    expect(chapterIndexAt([], 4)).toBe(-1);
  });

  it('does not depend on the order of the list', () => {
    const shuffled = [{ start: 25 }, { start: 0 }, { start: 10 }];
    expect(chapterIndexAt(shuffled, 12)).toBe(2);
    expect(chapterIndexAt(shuffled, 30)).toBe(0);
  });
});
