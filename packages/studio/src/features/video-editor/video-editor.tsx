import { draftLanguages, draftVideoUrl, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useId, useMemo, useRef, useState } from 'react';
import { SaveStatus } from '../../components/save-status.js';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { useTourJobs } from '../../lib/api/jobs.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { firstLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import { formatTime, roundTime } from './chapter-time.js';
import { ChapterRow, type ChapterControl } from './chapter-row.js';
import * as edits from './video-edits.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';

/**
 * The tour's video: which uploaded file it is, played here from the draft, and its chapters,
 * each starting at a time picked from the player or typed, titled in every tour language and
 * linked to a room. Every edit can be undone and saves itself.
 */
export function VideoEditor({ draft, initial }: { draft: StudioDraft; initial: DraftManifest }) {
  const { manifest, edit, undo, redo, canUndo, canRedo } = useEditHistory(initial);
  const saveState = useAutosave(draft, manifest);
  const id = useId();
  const player = useRef<HTMLVideoElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const [said, setSaid] = useState('');
  const [focus, setFocus] = useState<{ index: number; control: ChapterControl } | null>(null);
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const first = firstLanguage(manifest);
  // The files as they are now: a video uploaded in another tab can be chosen without a reload.
  useTourJobs(draft.code);
  const files = useDraftFiles(draft.code).data ?? draft.files;
  const videoFiles = files.filter((f) => f.kind === 'video');
  const video = manifest.video;
  const file = videoFiles.find((f) => f.name === video?.file);
  const chapters = video?.chapters ?? [];
  const problems = edits.chapterProblems(chapters, duration);
  const currentTime = () => roundTime(player.current?.currentTime ?? 0);

  const moveChapter = (index: number, seconds: number, control: ChapterControl | null) => {
    const place = edits.placeOf(manifest, index, seconds);
    edit((m) => edits.setChapterStart(m, index, seconds));
    if (control) setFocus({ index: place, control });
    setSaid(
      place === index
        ? `Chapter ${index + 1} starts at ${formatTime(seconds)}.`
        : `Chapter ${index + 1} starts at ${formatTime(seconds)} and is now chapter ${place + 1}.`,
    );
  };
  const addChapter = () => {
    const seconds = currentTime();
    const place = chapters.filter((c) => c.start <= seconds).length;
    const title = textsOf({ [first]: `Chapter at ${formatTime(seconds)}` }, languages) ?? '';
    edit((m) => edits.addChapter(m, seconds, title));
    setFocus({ index: place, control: 'title' });
    setSaid(`Chapter ${place + 1} added at ${formatTime(seconds)}.`);
  };

  return (
    <div className="video-editor">
      <div className="stack video-stage">
        <div className="toolbar">
          <UndoRedoButtons undo={undo} redo={redo} canUndo={canUndo} canRedo={canRedo} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>Tour video</label>
          <select
            id={`${id}-file`}
            value={video?.file ?? ''}
            onChange={(e) => {
              const name = e.target.value || null;
              edit((m) => edits.setVideoFile(m, name));
              setDuration(null);
              setSaid(
                name ? `${name} is the tour’s video.` : 'The tour has no video now. Undo brings it back.',
              );
            }}
          >
            <option value="">No video</option>
            {video && !file ? <option value={video.file}>{video.file} (not uploaded)</option> : null}
            {videoFiles.map((f) => (
              <option key={f.sha256} value={f.name}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
        {videoFiles.length === 0 ? (
          <p className="muted">No video uploaded yet: upload an MP4 on the draft’s files page.</p>
        ) : null}
        {video && !file ? <p role="alert">The video {video.file} is not among the draft’s uploads.</p> : null}
        {file ? (
          <video
            ref={player}
            key={file.sha256}
            className="video-player"
            src={draftVideoUrl(draft.code, file.sha256)}
            controls
            preload="metadata"
            aria-label={`Tour video ${file.name}`}
            onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
            onTimeUpdate={(e) => setNow(e.currentTarget.currentTime)}
            onSeeked={(e) => setNow(e.currentTarget.currentTime)}
          />
        ) : null}
        {file ? (
          <p className="muted">
            At <span data-testid="player-time">{formatTime(now)}</span>
            {duration !== null ? ` of ${formatTime(duration)}` : ''}
          </p>
        ) : null}
      </div>
      <div className="stack">
        <SaveStatus state={saveState} />
        <p role="status" className="muted">
          {said}
        </p>
        {video ? (
          <section aria-labelledby={`${id}-chapters`} className="stack">
            <h2 id={`${id}-chapters`}>Chapters</h2>
            <div>
              <button ref={addButton} type="button" disabled={!file} onClick={addChapter}>
                Add chapter at current time
              </button>
            </div>
            {chapters.length === 0 ? (
              <p className="muted">No chapter yet: play to where a room starts and add one.</p>
            ) : null}
            <ol className="chapters" aria-label="Chapters by start time">
              {chapters.map((chapter, index) => (
                <ChapterRow
                  key={index}
                  number={index + 1}
                  chapter={chapter}
                  scenes={manifest.scenes}
                  languages={languages}
                  first={first}
                  problems={problems[index] ?? []}
                  focus={focus?.index === index ? focus : null}
                  actions={{
                    start: (seconds, byKey) => moveChapter(index, seconds, byKey ? 'time' : null),
                    setToCurrentTime: () => moveChapter(index, currentTime(), 'set'),
                    play: () => {
                      const element = player.current;
                      if (!element) return;
                      element.currentTime = chapter.start;
                      void element.play().catch(() => undefined);
                    },
                    title: (values) =>
                      edit(
                        (m) => edits.setChapterTitle(m, index, textsOf(values, languages) ?? ''),
                        `chapter title ${index}`,
                      ),
                    scene: (scene) => edit((m) => edits.setChapterScene(m, index, scene)),
                    remove: () => {
                      edit((m) => edits.removeChapter(m, index));
                      setSaid(`Chapter ${index + 1} deleted. Undo brings it back.`);
                      addButton.current?.focus();
                    },
                  }}
                />
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </div>
  );
}
