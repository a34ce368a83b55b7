import { draftVideoUrl, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useId } from 'react';
import { SaveStatus } from '../../components/save-status.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';
import { ChapterRow } from './chapter-row.js';
import { formatTime } from './chapter-time.js';
import { useVideoEditor } from './use-video-editor.js';
import styles from './video-editor.module.css';

type VideoEditorState = ReturnType<typeof useVideoEditor>;

/**
 * The tour's video: which uploaded file it is, played here from the draft, and its chapters,
 * each starting at a time picked from the player or typed, titled in every tour language and
 * linked to a room. Every edit can be undone and saves itself.
 */
export function VideoEditor({ draft, initial }: { draft: StudioDraft; initial: DraftManifest }) {
  const editor = useVideoEditor(draft, initial);
  return (
    <div className={styles.editor}>
      <div className={`stack ${styles.stage}`}>
        <div className="toolbar">
          <UndoRedoButtons {...editor.history} />
        </div>
        <VideoFileField editor={editor} />
        <VideoPlayer code={draft.code} editor={editor} />
      </div>
      <div className="stack">
        <SaveStatus state={editor.saveState} />
        <p role="status" className="muted">
          {editor.said}
        </p>
        {editor.video ? <ChapterList editor={editor} /> : null}
      </div>
    </div>
  );
}

/** The choice of the tour's video among the uploads, and what is missing. */
function VideoFileField({ editor }: { editor: VideoEditorState }) {
  const id = useId();
  const { video, file, videoFiles } = editor;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-file`}>Tour video</label>
        <select
          id={`${id}-file`}
          value={video?.file ?? ''}
          onChange={(e) => editor.chooseFile(e.target.value || null)}
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
    </>
  );
}

/** The chosen video, played from the draft, with the time it is at. */
function VideoPlayer({ code, editor }: { code: string; editor: VideoEditorState }) {
  const { file, playback } = editor;
  if (!file) return null;
  return (
    <>
      <video
        ref={playback.player}
        key={file.sha256}
        className={styles.player}
        src={draftVideoUrl(code, file.sha256)}
        controls
        preload="metadata"
        aria-label={`Tour video ${file.name}`}
        onLoadedMetadata={(e) => playback.setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => playback.setNow(e.currentTarget.currentTime)}
        onSeeked={(e) => playback.setNow(e.currentTarget.currentTime)}
      />
      <p className="muted">
        At <span data-testid="player-time">{formatTime(playback.now)}</span>
        {playback.duration !== null ? ` of ${formatTime(playback.duration)}` : ''}
      </p>
    </>
  );
}

/** The chapters by start time, and adding one at the player's time. */
function ChapterList({ editor }: { editor: VideoEditorState }) {
  const id = useId();
  const { chapters, focus } = editor;
  return (
    <section aria-labelledby={`${id}-chapters`} className="stack">
      <h2 id={`${id}-chapters`}>Chapters</h2>
      <div>
        <button ref={editor.addButton} type="button" disabled={!editor.file} onClick={editor.addChapter}>
          Add chapter at current time
        </button>
      </div>
      {chapters.length === 0 ? (
        <p className="muted">No chapter yet: play to where a room starts and add one.</p>
      ) : null}
      <ol className={styles.chapters} aria-label="Chapters by start time">
        {chapters.map((chapter, index) => (
          <ChapterRow
            key={index}
            number={index + 1}
            chapter={chapter}
            scenes={editor.manifest.scenes}
            languages={editor.languages}
            first={editor.first}
            problems={editor.problems[index] ?? []}
            focus={focus?.index === index ? focus : null}
            actions={editor.chapterActions(index, chapter.start)}
          />
        ))}
      </ol>
    </section>
  );
}
