import { useId } from 'react';

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
    <fieldset className="texts">
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
