import { useEffect, useId, useRef, useState } from 'react';

/** How long "Copied" stays next to the button. */
const CONFIRM_MS = 4000;

const SAID = {
  idle: '',
  copied: 'Copied.',
  refused: 'The browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac).',
} as const;

/**
 * A read-only text and a Copy button. What happened is said in a status line that screen
 * readers read; where the browser refuses the clipboard the text is selected instead, ready
 * to copy by hand.
 */
export function CopyField({
  label,
  value,
  multiline,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const id = useId();
  const text = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [state, setState] = useState<keyof typeof SAID>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const refused = () => {
    text.current?.focus();
    text.current?.select();
    setState('refused');
  };
  const copy = () => {
    if (!navigator.clipboard) return refused();
    navigator.clipboard.writeText(value).then(() => setState('copied'), refused);
  };
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    event.currentTarget.select();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea ref={text} id={id} readOnly value={value} rows={4} onFocus={select} />
      ) : (
        <input ref={text} id={id} readOnly value={value} onFocus={select} />
      )}
      <div className="row">
        <button type="button" onClick={copy} aria-describedby={`${id}-status`}>
          Copy {label.toLowerCase()}
        </button>
        <span id={`${id}-status`} role="status" className={state === 'refused' ? 'form-error' : 'success'}>
          {SAID[state]}
        </span>
      </div>
    </div>
  );
}
