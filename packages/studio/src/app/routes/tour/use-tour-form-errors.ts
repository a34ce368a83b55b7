import { useEffect, useMemo, useState } from 'react';
import type { SummaryError } from '../../../components/error-summary.js';
import { tourFieldId, type FieldErrors } from './tour-field.js';
import { tourFormErrors, type FieldError } from './tour-form-errors.js';

/**
 * A tour form's problems: `check` finds all of them at once before anything is sent, and the
 * first one's field takes the focus once they are shown. `extra` adds a problem the server
 * found (a taken code) to its field.
 */
export function useTourFormErrors(form: 'new' | 'draft', extra?: FieldError) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const shown = useMemo(() => (extra ? [extra, ...errors] : errors), [errors, extra]);
  useEffect(() => {
    const first = shown.find((e) => e.name !== null);
    if (first?.name) document.getElementById(tourFieldId(first.name))?.focus();
  }, [shown]);
  const check = (body: unknown): boolean => {
    const found = tourFormErrors(body, form);
    setErrors(found);
    return found.length === 0;
  };
  const byField: FieldErrors = Object.fromEntries(
    shown.flatMap((e) => (e.name ? [[e.name, e.message] as const] : [])),
  );
  const summary: SummaryError[] = shown.map((e) => ({
    id: e.name ? tourFieldId(e.name) : null,
    label: e.label,
    message: e.message,
  }));
  return { check, byField, summary };
}
