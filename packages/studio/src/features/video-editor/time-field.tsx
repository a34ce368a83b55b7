import { useId, useState } from 'react';
import { formatTime, parseTime } from './chapter-time.js';

/**
 * A time typed as seconds or m:ss, taken when the field is left or Enter is pressed; what
 * cannot be read as a time is said so next to it and not taken.
 */
export function TimeField({
  label,
  seconds,
  describedBy,
  onCommit,
}: {
  label: string;
  seconds: number;
  describedBy?: string;
  onCommit: (seconds: number, byKey: boolean) => void;
}) {
  const id = useId();
  // What is being typed; the saved time again once it changes elsewhere (its key is the time).
  const [text, setText] = useState(formatTime(seconds));
  const parsed = parseTime(text);
  const commit = (byKey: boolean) => {
    if (parsed !== null && parsed !== seconds) onCommit(parsed, byKey);
  };
  const described = [parsed === null ? `${id}-error` : `${id}-hint`, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={parsed === null}
        aria-describedby={described}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => commit(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(true);
        }}
      />
      {parsed === null ? (
        <small id={`${id}-error`} className="form-error">
          Write seconds (75.5) or minutes:seconds (1:15.5).
        </small>
      ) : (
        <small id={`${id}-hint`} className="hint">
          Seconds or m:ss
        </small>
      )}
    </div>
  );
}
