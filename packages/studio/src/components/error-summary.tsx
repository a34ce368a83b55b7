import type { MouseEvent } from 'react';

/** One problem to list: the field's id, its label and what is wrong, in words. */
export interface SummaryError {
  id: string | null;
  label: string;
  message: string;
}

/**
 * Every problem of a form above its button, announced when it appears; each names its field
 * and moves focus to it, so the list is a way through the fixes as well as a count.
 */
export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const focus = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
  return (
    <div role="alert" className="error-summary">
      {errors.length > 0 ? (
        <>
          <p className="form-error">
            {errors.length === 1 ? 'One field needs fixing:' : `${errors.length} fields need fixing:`}
          </p>
          <ul>
            {errors.map((error) => (
              <li key={`${error.id ?? ''}${error.label}`}>
                {error.id ? (
                  <a href={`#${error.id}`} onClick={(event) => focus(event, error.id ?? '')}>
                    {error.label}: {error.message}
                  </a>
                ) : (
                  `${error.label}: ${error.message}`
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
