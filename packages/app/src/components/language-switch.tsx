import { useId } from 'react';
import { LANG_NAMES, LANGS, isLang, useI18n } from '../lib/i18n/index.js';
import styles from './language-switch.module.css';

/**
 * Picks the app's language; the choice persists on this device. `asMenuItems` makes it a
 * group of radio items inside a menu instead of a select.
 */
export function LanguageSwitch({ label, asMenuItems = false }: { label: string; asMenuItems?: boolean }) {
  const { lang, setLang } = useI18n();
  const id = useId();
  if (asMenuItems) {
    return (
      <div role="group" aria-label={label}>
        {LANGS.map((l) => (
          <button
            key={l}
            type="button"
            role="menuitemradio"
            aria-checked={l === lang}
            tabIndex={-1}
            lang={l}
            onClick={() => setLang(l)}
          >
            {LANG_NAMES[l]}
            {/* aria-checked says which is current; the mark is for the eye, not part of the name. */}
            {l === lang ? <span className={styles.check} aria-hidden="true" /> : null}
          </button>
        ))}
      </div>
    );
  }
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
