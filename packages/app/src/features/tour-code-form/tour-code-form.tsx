import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { tourCodeProblem } from '@tourview/schema';
import { homeFrameInput, releaseHomeFrameInput } from '../../lib/home-frame-input.js';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './tour-code-form.module.css';

/**
 * The tour-code field, validated as the visitor types with the schema's rule. The problem
 * shows once the visitor has typed something or tried to submit, never on an untouched field.
 * `onIntent` hears of the code while it is typed and when the visitor points at or focuses
 * the submit button, so the screen can start loading the tour before the press. It starts
 * with what the visitor typed into the home frame, caret and focus included.
 */
export function TourCodeForm({
  onSubmit,
  onIntent,
}: {
  onSubmit: (code: string) => void;
  onIntent?: (code: string, typing: boolean) => void;
}) {
  const t = useMessages(messages);
  const id = useId();
  const [code, setCode] = useState(() => homeFrameInput()?.code ?? '');
  const [touched, setTouched] = useState(code !== '');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const carried = homeFrameInput();
    releaseHomeFrameInput();
    // A code typed before the app ran is loaded ahead like one typed now.
    if (carried?.code) onIntent?.(carried.code.trim(), true);
    const selection = carried?.selection;
    if (!selection || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(selection.start, selection.end);
    // Only the first render's: later ones have no frame to carry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const problem = tourCodeProblem(code.trim());
  const showProblem = touched && problem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null) onSubmit(code.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.row}>
        <input
          ref={field}
          id={`${id}-code`}
          name="tourCode"
          className={styles.input}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setTouched(true);
            onIntent?.(e.target.value.trim(), true);
          }}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={80}
          aria-invalid={showProblem}
          aria-describedby={`${id}-hint ${id}-problem`}
        />
        <button
          type="submit"
          className={styles.submit}
          onPointerEnter={() => onIntent?.(code.trim(), false)}
          onFocus={() => onIntent?.(code.trim(), false)}
        >
          {t('submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      <p id={`${id}-problem`} className={styles.problem} role="alert">
        {showProblem ? t(problem) : ''}
      </p>
    </form>
  );
}
