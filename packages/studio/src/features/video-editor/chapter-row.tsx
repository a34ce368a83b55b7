import { resolveText, type DraftManifest } from '@tourview/schema';
import { useEffect, useId, useRef } from 'react';
import { DraftTextsFields } from '../../components/texts-fields.js';
import { formatTime } from './chapter-time.js';
import { TimeField } from './time-field.js';
import type { Chapter } from './video-edits.js';
import styles from './chapter-row.module.css';

/** The control of a chapter that takes the focus after an edit moved or made it. */
export type ChapterControl = 'title' | 'time' | 'set';

/** What a chapter's controls do. */
export interface ChapterActions {
  start: (seconds: number, byKey: boolean) => void;
  setToCurrentTime: () => void;
  play: () => void;
  title: (values: Record<string, string>) => void;
  scene: (scene: string | null) => void;
  remove: () => void;
}

/** One chapter: its start, its title in every tour language, its room, what is wrong with it. */
export function ChapterRow({
  number,
  chapter,
  scenes,
  languages,
  first,
  problems,
  focus,
  actions,
}: {
  number: number;
  chapter: Chapter;
  scenes: DraftManifest['scenes'];
  languages: readonly string[];
  first: string;
  problems: readonly string[];
  /** A new object each time the focus should move here. */
  focus: { control: ChapterControl } | null;
  actions: ChapterActions;
}) {
  const id = useId();
  const row = useFocusOnRequest(focus);
  const name = `Chapter ${number}`;
  return (
    <li>
      <fieldset ref={row} className={styles.chapter}>
        <legend>
          {name} · {formatTime(chapter.start)} · {resolveText(chapter.title, languages)}
        </legend>
        {problems.length > 0 ? (
          <ul id={`${id}-problems`} className={`form-error ${styles.problems}`}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <ChapterStart
          number={number}
          start={chapter.start}
          describedBy={problems.length > 0 ? `${id}-problems` : undefined}
          actions={actions}
        />
        <DraftTextsFields
          label={`Title of chapter ${number}`}
          text={chapter.title}
          first={first}
          languages={languages}
          onChange={actions.title}
        />
        <ChapterRoom
          number={number}
          scene={chapter.scene}
          scenes={scenes}
          languages={languages}
          onChange={actions.scene}
        />
        <div>
          <button type="button" className="danger" onClick={actions.remove}>
            Delete chapter {number}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

const FOCUS_TARGETS: Record<ChapterControl, string> = {
  title: '[data-texts] input',
  time: '.chapter-time input',
  set: '[data-set-time]',
};

/** A row's ref that moves the focus to the asked control each time `focus` is a new object. */
function useFocusOnRequest(focus: { control: ChapterControl } | null) {
  const row = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focus) row.current?.querySelector<HTMLElement>(FOCUS_TARGETS[focus.control])?.focus();
  }, [focus]);
  return row;
}

/** A chapter's start: typed, set to the player's time, or played from. */
function ChapterStart({
  number,
  start,
  describedBy,
  actions,
}: {
  number: number;
  start: number;
  describedBy: string | undefined;
  actions: ChapterActions;
}) {
  return (
    <div className="chapter-time">
      <TimeField
        key={start}
        label={`Start of chapter ${number}`}
        seconds={start}
        {...(describedBy ? { describedBy } : {})}
        onCommit={actions.start}
      />
      <div className="toolbar">
        <button type="button" data-set-time onClick={actions.setToCurrentTime}>
          Set to current time
        </button>
        <button type="button" onClick={actions.play}>
          Play from here
        </button>
      </div>
    </div>
  );
}

/** The room a chapter links to in the 360° tour, or none. */
function ChapterRoom({
  number,
  scene,
  scenes,
  languages,
  onChange,
}: {
  number: number;
  scene: string | undefined;
  scenes: DraftManifest['scenes'];
  languages: readonly string[];
  onChange: (scene: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-scene`}>Room of chapter {number}</label>
      <select id={`${id}-scene`} value={scene ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">No room</option>
        {scenes.map((s) => (
          <option key={s.id} value={s.id}>
            {resolveText(s.title, languages)}
          </option>
        ))}
      </select>
    </div>
  );
}
