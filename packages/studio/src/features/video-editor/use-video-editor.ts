import { draftLanguages, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useMemo, useRef, useState } from 'react';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { useTourJobs } from '../../lib/api/jobs.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { firstLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import type { ChapterActions, ChapterControl } from './chapter-row.js';
import { formatTime, roundTime } from './chapter-time.js';
import * as edits from './video-edits.js';
import { chapterMovedWords, videoChosenWords } from './video-words.js';

/**
 * The video editor's state over its history: the chosen file among the uploads, the player's
 * time and length, which chapter control takes the focus after an edit, and what each
 * action does to the draft and says to a screen reader.
 */
export function useVideoEditor(draft: StudioDraft, initial: DraftManifest) {
  const history = useEditHistory(initial);
  const { manifest, edit } = history;
  const saveState = useAutosave(draft, manifest);
  const playback = usePlayback();
  const { player, setDuration } = playback;
  const addButton = useRef<HTMLButtonElement>(null);
  const [said, say] = useState('');
  const [focus, setFocus] = useState<{ index: number; control: ChapterControl } | null>(null);
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const first = firstLanguage(manifest);
  const { videoFiles, video, file } = useVideoFiles(draft, manifest);
  const chapters = video?.chapters ?? [];
  const currentTime = () => roundTime(player.current?.currentTime ?? 0);

  const chooseFile = (name: string | null) => {
    edit((m) => edits.setVideoFile(m, name));
    setDuration(null);
    say(videoChosenWords(name));
  };
  const moveChapter = (index: number, seconds: number, control: ChapterControl | null) => {
    const place = edits.placeOf(manifest, index, seconds);
    edit((m) => edits.setChapterStart(m, index, seconds));
    if (control) setFocus({ index: place, control });
    say(chapterMovedWords(index, place, seconds));
  };
  const addChapter = () => {
    const seconds = currentTime();
    const place = chapters.filter((c) => c.start <= seconds).length;
    const title = textsOf({ [first]: `Chapter at ${formatTime(seconds)}` }, languages) ?? '';
    edit((m) => edits.addChapter(m, seconds, title));
    setFocus({ index: place, control: 'title' });
    say(`Chapter ${place + 1} added at ${formatTime(seconds)}.`);
  };
  const chapterActions = (index: number, start: number): ChapterActions => ({
    start: (seconds, byKey) => moveChapter(index, seconds, byKey ? 'time' : null),
    setToCurrentTime: () => moveChapter(index, currentTime(), 'set'),
    play: () => playFrom(player.current, start),
    title: (values) =>
      edit(
        (m) => edits.setChapterTitle(m, index, textsOf(values, languages) ?? ''),
        `chapter title ${index}`,
      ),
    scene: (scene) => edit((m) => edits.setChapterScene(m, index, scene)),
    remove: () => {
      edit((m) => edits.removeChapter(m, index));
      say(`Chapter ${index + 1} deleted. Undo brings it back.`);
      addButton.current?.focus();
    },
  });
  const problems = edits.chapterProblems(chapters, playback.duration);
  return {
    history,
    manifest,
    saveState,
    languages,
    first,
    said,
    focus,
    problems,
    playback,
    addButton,
    videoFiles,
    video,
    file,
    chapters,
    chooseFile,
    addChapter,
    chapterActions,
  };
}

/** Plays the video from `seconds`; a refused play (no user gesture yet) leaves it paused there. */
function playFrom(element: HTMLVideoElement | null, seconds: number) {
  if (!element) return;
  element.currentTime = seconds;
  void element.play().catch(() => undefined);
}

/** The player, its time and the video's length once known. */
function usePlayback() {
  const player = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  return { player, now, setNow, duration, setDuration };
}

/**
 * The draft's video files as they are now, not as the draft was opened: a video uploaded in
 * another tab can be chosen without a reload. `file` is the tour's video among them.
 */
function useVideoFiles(draft: StudioDraft, manifest: DraftManifest) {
  useTourJobs(draft.code);
  const videoFiles = (useDraftFiles(draft.code).data ?? draft.files).filter((f) => f.kind === 'video');
  const video = manifest.video;
  return { videoFiles, video, file: videoFiles.find((f) => f.name === video?.file) };
}
