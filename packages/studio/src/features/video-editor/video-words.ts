import { formatTime } from './chapter-time.js';

/** What a screen reader hears after chapter `index` (0-based) got start `seconds` and landed at `place` in the sorted list. */
export function chapterMovedWords(index: number, place: number, seconds: number): string {
  const starts = `Chapter ${index + 1} starts at ${formatTime(seconds)}`;
  return place === index ? `${starts}.` : `${starts} and is now chapter ${place + 1}.`;
}

/** What a screen reader hears after the tour's video became `name`, or none. */
export function videoChosenWords(name: string | null): string {
  return name ? `${name} is the tour’s video.` : 'The tour has no video now. Undo brings it back.';
}
