/** The part of a chapter the player needs. */
export interface ChapterStart {
  start: number;
}

/**
 * The index of the chapter playing at `time`: the last one that has started. Chapters may
 * come in any order; -1 before the first one starts.
 */
export function chapterIndexAt(chapters: readonly ChapterStart[], time: number): number {
  let best = -1;
  chapters.forEach((chapter, i) => {
    const current = best >= 0 ? chapters[best] : undefined;
    if (chapter.start <= time && (!current || chapter.start >= current.start)) best = i;
  });
  return best;
}
