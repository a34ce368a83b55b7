import type { StudioDraft } from '@tourview/schema';
import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../../components/error-summary.js';
import { FormError } from '../../../components/form-error.js';
import { paths } from '../../../config/paths.js';
import { useSaveDraft } from '../../../lib/api/tours.js';
import type { DraftPhotos } from './tour-field.js';
import { TourFields } from './tour-fields.js';
import { manifestWithFields } from './tour-form-data.js';
import { manifestWithTripodCover, tripodCoverValues } from './tripod-cover-data.js';
import { TripodCoverFields } from './tripod-cover-fields.js';
import { useTourFormErrors } from './use-tour-form-errors.js';

/** The draft's images, which the agent's photo is chosen from, and where more are uploaded. */
const photosOf = (draft: StudioDraft): DraftPhotos => ({
  names: draft.files.filter((f) => f.kind === 'image').map((f) => f.name),
  filesHref: paths.draftFiles.href(draft.code),
});

/**
 * The draft's fields. Saving sends the revision the form was filled from; when someone saved
 * in between, the form keeps what this editor typed and says who changed the draft and when.
 */
export function DraftForm({ draft }: { draft: StudioDraft }) {
  const save = useSaveDraft(draft.code);
  // The revision the inputs were filled from: a refetch must not move it under the editor.
  const [base] = useState(draft);
  const [saved, setSaved] = useState('');
  const { check, byField, summary } = useTourFormErrors('draft');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A save in between that left these fields alone (the scene list's) is built on, not a conflict.
    const from = save.data ?? base;
    const onto = draft.revision > from.revision && sameFields(draft, from) ? draft : from;
    const data = new FormData(event.currentTarget);
    const manifest = manifestWithTripodCover(manifestWithFields(onto.manifest, data), data);
    if (!check(manifest)) return;
    save.mutate(
      { manifest, revision: onto.revision },
      { onSuccess: (d) => setSaved(`Saved (revision ${d.revision}).`) },
    );
  };
  return (
    <section aria-labelledby="draft-fields" className="panel">
      <h2 id="draft-fields">Draft</h2>
      <p className="muted">Changes go to the draft; visitors see them once it is published.</p>
      <form onSubmit={submit} className="stack" onChange={() => setSaved('')} noValidate>
        <TourFields manifest={base.manifest} errors={byField} photos={photosOf(draft)} />
        <TripodCoverFields values={tripodCoverValues(base.manifest)} photos={photosOf(draft)} />
        <ErrorSummary errors={summary} />
        <FormError error={save.error} />
        <p role="status" className="success">
          {saved}
        </p>
        <button type="submit" className="primary" disabled={save.isPending}>
          Save draft
        </button>
      </form>
    </section>
  );
}

/** Whether two drafts agree on what this form edits. */
function sameFields(a: StudioDraft, b: StudioDraft): boolean {
  const fields = ({ manifest: m }: StudioDraft) =>
    JSON.stringify([m.title, m.property, m.defaultLanguage, m.tripodCover]);
  return fields(a) === fields(b);
}
