import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../../components/field.js';
import { FormError } from '../../../components/form-error.js';
import { paths } from '../../../config/paths.js';
import { useCreateTour } from '../../../lib/api/tours.js';
import { manifestWithFields, TourFields } from './tour-fields.js';

/**
 * Creates a tour from its code and fields; it starts as a draft with no scene, which
 * panoramas are uploaded to before the first publish.
 */
export function NewTourForm() {
  const create = useCreateTour();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const code = String(data.get('code')).trim();
    const { title, property } = manifestWithFields({}, data);
    create.mutate(
      { code, title: title as string, property: property as Record<string, unknown> },
      { onSuccess: () => void navigate(paths.tour.href(code)) },
    );
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
      <form onSubmit={submit} className="stack">
        <Field
          label="Code"
          name="code"
          required
          pattern="[A-Za-z0-9_\-]{3,64}"
          hint="3–64 letters, digits, - or _; it is the tour’s address and never changes."
          autoComplete="off"
        />
        <TourFields manifest={{}} />
        <FormError error={create.error} />
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
