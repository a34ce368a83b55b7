import { describe, expect, it } from 'vitest';
import { chapterMovedWords, videoChosenWords } from './video-words.js';

describe('what the video editor says', () => {
  it('says a chapter moved in the list only when its number changed', () => {
    expect(chapterMovedWords(1, 1, 75)).toBe('Chapter 2 starts at 1:15.');
    expect(chapterMovedWords(1, 0, 5)).toBe('Chapter 2 starts at 0:05 and is now chapter 1.');
  });

  it('names the chosen video, or says how to get the one taken off back', () => {
    expect(videoChosenWords('walk.mp4')).toBe('walk.mp4 is the tour’s video.');
    expect(videoChosenWords(null)).toMatch(/no video now\. Undo/);
  });
});
