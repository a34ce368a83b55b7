import type { DraftManifest } from '@tourview/schema';
import type { Texts } from '../../lib/draft-editing/tour-languages.js';
import { formatTime, roundTime } from './chapter-time.js';

/** A draft's video. */
export type DraftVideo = NonNullable<DraftManifest['video']>;
/** One chapter of the video. */
export type Chapter = DraftVideo['chapters'][number];

const chaptersOf = (manifest: DraftManifest): Chapter[] => manifest.video?.chapters ?? [];

/** Sorted by start; chapters starting together keep their order. */
function sorted(chapters: readonly Chapter[]): Chapter[] {
  return [...chapters].sort((a, b) => a.start - b.start);
}

/** Changes the video's chapters, kept sorted; a manifest without a video stays as it is. */
function withChapters(manifest: DraftManifest, change: (chapters: Chapter[]) => Chapter[]): DraftManifest {
  if (!manifest.video) return manifest;
  return { ...manifest, video: { ...manifest.video, chapters: sorted(change(manifest.video.chapters)) } };
}

/**
 * Makes the uploaded file `file` the tour's video, keeping its chapters, captions and poster;
 * `null` takes the video (and its chapters) off the tour.
 */
export function setVideoFile(manifest: DraftManifest, file: string | null): DraftManifest {
  if (file === null) {
    const { video: _removed, ...rest } = manifest;
    return rest;
  }
  return { ...manifest, video: { captions: [], chapters: [], ...manifest.video, file } };
}

/** Adds a chapter at `start` seconds, in its place by time. */
export function addChapter(manifest: DraftManifest, start: number, title: Texts): DraftManifest {
  return withChapters(manifest, (chapters) => [...chapters, { start: roundTime(start), title }]);
}

/** The place the chapter at `index` takes once it starts at `start`: where the list puts it. */
export function placeOf(manifest: DraftManifest, index: number, start: number): number {
  const startOf = (c: Chapter, i: number) => (i === index ? roundTime(start) : c.start);
  return chaptersOf(manifest)
    .map((c, i) => ({ i, start: startOf(c, i) }))
    .sort((a, b) => a.start - b.start)
    .findIndex((c) => c.i === index);
}

/** Moves a chapter to start at `start` seconds; the list stays sorted. */
export function setChapterStart(manifest: DraftManifest, index: number, start: number): DraftManifest {
  return withChapters(manifest, (chapters) =>
    chapters.map((c, i) => (i === index ? { ...c, start: roundTime(start) } : c)),
  );
}

/** Renames a chapter. */
export function setChapterTitle(manifest: DraftManifest, index: number, title: Texts): DraftManifest {
  return withChapters(manifest, (chapters) => chapters.map((c, i) => (i === index ? { ...c, title } : c)));
}

/** Links a chapter to the room `scene`, or to none. */
export function setChapterScene(manifest: DraftManifest, index: number, scene: string | null): DraftManifest {
  return withChapters(manifest, (chapters) =>
    chapters.map((c, i) => {
      if (i !== index) return c;
      const { scene: _old, ...rest } = c;
      return scene === null ? rest : { ...rest, scene };
    }),
  );
}

/** Removes a chapter. */
export function removeChapter(manifest: DraftManifest, index: number): DraftManifest {
  return withChapters(manifest, (chapters) => chapters.filter((_, i) => i !== index));
}

/**
 * What is wrong with each chapter, by index: a start past the end of the video (once its
 * `duration` is known) or the same start as another chapter, whose visitors could not tell
 * them apart.
 */
export function chapterProblems(chapters: readonly Chapter[], duration: number | null): string[][] {
  return chapters.map((chapter, index) => {
    const problems: string[] = [];
    if (duration !== null && chapter.start > duration)
      problems.push(`Starts after the video ends (${formatTime(duration)}).`);
    const twin = chapters.findIndex((c, i) => i !== index && c.start === chapter.start);
    if (twin !== -1) problems.push(`Starts at the same time as chapter ${twin + 1}.`);
    return problems;
  });
}
