import { useId, useState } from 'react';
import { textsByLanguage, textsOf, type Texts } from '../lib/draft-editing/tour-languages.js';
import styles from './texts-fields.module.css';

/**
 * One text in every tour language: a labelled input each, a language without text marked as a
 * missing translation (in words, not only colour).
 */
export function TextsFields({
  label,
  languages,
  values,
  multiline = false,
  onChange,
}: {
  label: string;
  languages: readonly string[];
  values: Record<string, string>;
  multiline?: boolean;
  onChange: (values: Record<string, string>) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.texts} data-texts>
      <legend>{label}</legend>
      {languages.map((lang) => {
        const value = values[lang] ?? '';
        const missing = !value.trim();
        const props = {
          id: `${id}-${lang}`,
          value,
          'aria-describedby': missing ? `${id}-${lang}-missing` : undefined,
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...values, [lang]: event.target.value }),
        };
        return (
          <div className="field" key={lang}>
            <label htmlFor={props.id}>
              {label} ({lang})
            </label>
            {multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
            {missing ? (
              <small id={`${id}-${lang}-missing`} className="missing">
                Missing translation
              </small>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * {@link TextsFields} for a text of the draft, saved as it is typed. Saving trims each
 * language's text, which must not eat the space just typed between two words: the fields show
 * what was typed for as long as the saved text is that, trimmed, and the saved text otherwise
 * (after an undo, say).
 */
export function DraftTextsFields({
  text,
  first,
  languages,
  onChange,
  ...field
}: {
  label: string;
  text: Texts | undefined;
  first: string;
  languages: readonly string[];
  multiline?: boolean;
  onChange: (values: Record<string, string>) => void;
}) {
  const saved = textsByLanguage(text, first);
  const [typed, setTyped] = useState(saved);
  const current = JSON.stringify(textsOf(typed, languages) ?? '') === JSON.stringify(text ?? '');
  return (
    <TextsFields
      {...field}
      languages={languages}
      values={current ? typed : saved}
      onChange={(values) => {
        setTyped(values);
        onChange(values);
      }}
    />
  );
}
