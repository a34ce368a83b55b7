import { resolveText, type DraftManifest } from '@tourview/schema';
import { useEffect, useId, useRef } from 'react';
import { DraftTextsFields } from '../../components/texts-fields.js';
import { formatTime } from './chapter-time.js';
import { TimeField } from './time-field.js';
import type { Chapter } from './video-edits.js';

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
  const row = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focus) return;
    const selector = { title: '.texts input', time: '.chapter-time input', set: '[data-set-time]' }[
      focus.control
    ];
    row.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focus]);
  const name = `Chapter ${number}`;
  return (
    <li>
      <fieldset ref={row} className="chapter">
        <legend>
          {name} · {formatTime(chapter.start)} · {resolveText(chapter.title, languages)}
        </legend>
        {problems.length > 0 ? (
          <ul id={`${id}-problems`} className="form-error chapter-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <div className="chapter-time">
          <TimeField
            key={chapter.start}
            label={`Start of chapter ${number}`}
            seconds={chapter.start}
            {...(problems.length > 0 ? { describedBy: `${id}-problems` } : {})}
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
        <DraftTextsFields
          label={`Title of chapter ${number}`}
          text={chapter.title}
          first={first}
          languages={languages}
          onChange={actions.title}
        />
        <div className="field">
          <label htmlFor={`${id}-scene`}>Room of chapter {number}</label>
          <select
            id={`${id}-scene`}
            value={chapter.scene ?? ''}
            onChange={(e) => actions.scene(e.target.value || null)}
          >
            <option value="">No room</option>
            {scenes.map((s) => (
              <option key={s.id} value={s.id}>
                {resolveText(s.title, languages)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="button" className="danger" onClick={actions.remove}>
            Delete chapter {number}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
