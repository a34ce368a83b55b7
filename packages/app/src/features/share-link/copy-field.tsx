import { useEffect, useId, useState } from 'react';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './share-link.module.css';

/** How long "Copied" stays next to the button. */
const CONFIRM_MS = 4000;

/**
 * A read-only text to copy: selected on focus so copying by hand works where the clipboard is
 * refused (a frame without permission), and a Copy button that confirms visibly.
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
  const t = useMessages(messages);
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  const select = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
    event.currentTarget.select();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} readOnly value={value} rows={6} onFocus={select} className={styles.text} />
      ) : (
        <input id={id} readOnly value={value} onFocus={select} className={styles.text} />
      )}
      <div className={styles.copyRow}>
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          {t('copy')}
        </button>
        <span role="status" className={styles.confirm}>
          {state === 'copied' ? t('copiedShort') : state === 'failed' ? t('copyByHand') : ''}
        </span>
      </div>
    </div>
  );
}
