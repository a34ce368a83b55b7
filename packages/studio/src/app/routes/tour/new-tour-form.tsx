import { suggestTourCode } from '@tourview/schema';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ErrorSummary } from '../../../components/error-summary.js';
import { FormError } from '../../../components/form-error.js';
import { paths } from '../../../config/paths.js';
import { isProblem } from '../../../lib/api-client.js';
import { useCreateTour, type NewTour } from '../../../lib/api/tours.js';
import { problemMessage } from '../../../lib/problem-message.js';
import { TourField } from './tour-field.js';
import { TourFields } from './tour-fields.js';
import { manifestWithFields } from './tour-form-data.js';
import { useTourFormErrors } from './use-tour-form-errors.js';

/** The server's answer when the code is taken: it belongs beside the code, not under the form. */
function useCodeTaken(error: unknown) {
  return useMemo(() => {
    const taken = isProblem(error, 'tour_exists') || isProblem(error, 'tour_code_unavailable');
    return taken ? { name: 'code', label: 'Code', message: problemMessage(error) } : undefined;
  }, [error]);
}

/**
 * Creates a tour from its code and fields; it starts as a draft with no scene, which
 * panoramas are uploaded to before the first publish. The code is suggested from the address
 * until the operator types one of their own.
 */
export function NewTourForm() {
  const create = useCreateTour();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const codeTaken = useCodeTaken(create.error);
  const { check, byField, summary } = useTourFormErrors('new', codeTaken);
  const ownCode = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get('code')).trim();
    const { title, property } = manifestWithFields({}, data);
    create.reset();
    if (!check({ code, title, property })) return;
    create.mutate({ code, title, property } as NewTour, {
      onSuccess: () => void navigate(paths.tour.href(code)),
    });
  };
  const suggest = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    if (event.target === input('code')) ownCode.current = input('code').value.trim() !== '';
    else if (!ownCode.current)
      input('code').value = suggestTourCode(input('line1').value, input('city').value);
  };
  if (!open)
    return (
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        New tour
      </button>
    );
  return (
    <section aria-labelledby="new-tour" className="panel">
      <h2 id="new-tour">New tour</h2>
      <form onSubmit={submit} onInput={suggest} className="stack" noValidate>
        <TourField
          label="Code"
          name="code"
          errors={byField}
          required
          hint="3–64 letters, digits, - or _; it is the tour’s address and never changes. Suggested from the address until you type your own."
          autoComplete="off"
        />
        <TourFields manifest={{}} errors={byField} />
        <ErrorSummary errors={summary} />
        <FormError error={codeTaken ? null : create.error} />
        <div className="row">
          <button type="submit" className="primary" disabled={create.isPending}>
            Create tour
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
