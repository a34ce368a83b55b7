import type { DraftManifest } from '@tourview/schema';
import { sampleDraftManifest } from '@tourview/schema/testing';
import { describe, expect, it } from 'vitest';
import {
  addChapter,
  chapterProblems,
  placeOf,
  removeChapter,
  setChapterScene,
  setChapterStart,
  setChapterTitle,
  setVideoFile,
} from './video-edits.js';

const MANIFEST = sampleDraftManifest();

const starts = (m: DraftManifest) => m.video?.chapters.map((c) => c.start);

describe('video edits', () => {
  it('chooses the video, keeps its chapters when another file replaces it, and takes it off', () => {
    let m = setVideoFile(MANIFEST, 'walk.mp4');
    expect(m.video).toEqual({ file: 'walk.mp4', captions: [], chapters: [] });
    m = addChapter(m, 3, 'Hall');
    m = setVideoFile(m, 'walk-2.mp4');
    expect(m.video).toEqual({ file: 'walk-2.mp4', captions: [], chapters: [{ start: 3, title: 'Hall' }] });
    m = setVideoFile(m, null);
    expect(m).toEqual(MANIFEST);
    expect('video' in m).toBe(false);
  });

  it('keeps chapters sorted by start as they are added and moved, rounded to the hundredth', () => {
    let m = setVideoFile(MANIFEST, 'walk.mp4');
    m = addChapter(m, 20, 'Kitchen');
    m = addChapter(m, 5.4321, 'Hall');
    m = addChapter(m, 40, 'Garden');
    expect(starts(m)).toEqual([5.43, 20, 40]);
    expect(placeOf(m, 2, 1)).toBe(0);
    m = setChapterStart(m, 2, 1);
    expect(m.video?.chapters.map((c) => c.title)).toEqual(['Garden', 'Hall', 'Kitchen']);
    expect(placeOf(m, 0, 30)).toBe(2);
    expect(placeOf(m, 1, 6)).toBe(1);
  });

  it('renames, links to a room and back to none, and removes one chapter', () => {
    let m = addChapter(setVideoFile(MANIFEST, 'walk.mp4'), 0, 'Start');
    m = addChapter(m, 10, 'Kitchen');
    const before = m.video?.chapters[0];
    m = setChapterTitle(m, 1, { en: 'Kitchen', de: 'Küche' });
    m = setChapterScene(m, 1, 'kitchen');
    expect(m.video?.chapters[1]).toEqual({
      start: 10,
      title: { en: 'Kitchen', de: 'Küche' },
      scene: 'kitchen',
    });
    expect(m.video?.chapters[0]).toBe(before);
    m = setChapterScene(m, 1, null);
    expect(m.video?.chapters[1]).toEqual({ start: 10, title: { en: 'Kitchen', de: 'Küche' } });
    m = removeChapter(m, 0);
    expect(starts(m)).toEqual([10]);
  });

  it('leaves a manifest without a video as it is', () => {
    expect(addChapter(MANIFEST, 1, 'Hall')).toBe(MANIFEST);
  });

  it('names a chapter past the end of the video and chapters starting together', () => {
    let m = setVideoFile(MANIFEST, 'walk.mp4');
    m = addChapter(addChapter(addChapter(m, 1, 'A'), 1, 'B'), 95, 'C');
    const chapters = m.video?.chapters ?? [];
    expect(chapterProblems(chapters, 90)).toEqual([
      ['Starts at the same time as chapter 2.'],
      ['Starts at the same time as chapter 1.'],
      ['Starts after the video ends (1:30).'],
    ]);
    expect(chapterProblems(chapters, null)[2]).toEqual([]);
  });
});
