import { useId } from 'react';
import { LANG_NAMES, LANGS, isLang, useI18n } from '../lib/i18n/index.js';
import styles from './language-switch.module.css';

/** Picks the app's language; the choice persists on this device. */
export function LanguageSwitch({ label }: { label: string }) {
  const { lang, setLang } = useI18n();
  const id = useId();
  return (
    <div className={styles.switch}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={lang}
        onChange={(e) => {
          if (isLang(e.target.value)) setLang(e.target.value);
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
