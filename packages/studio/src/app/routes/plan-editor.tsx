import { draftManifestSchema, type StudioDraft } from '@tourview/schema';
import { useCallback, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { PlanEditor } from '../../features/plan-editor/index.js';
import { useDraft } from '../../lib/api/tours.js';
import { restoredEdits } from '../../lib/draft-editing/use-autosave.js';

/** A tour draft's floor plans: floors, pins, headings and proposed doors. */
export default function PlanEditorScreen() {
  const { tourCode = '' } = useParams();
  const navigate = useNavigate();
  const draft = useDraft(tourCode);
  // The draft as it was opened: each save refreshes the query, which must not start the editor over.
  const opened = useRef<StudioDraft | null>(null);
  opened.current ??= draft.data ?? null;
  const loaded = opened.current;
  const parsed = loaded ? draftManifestSchema.safeParse(restoredEdits(loaded) ?? loaded.manifest) : null;
  const openDoor = useCallback(
    (sceneId: string, door: number) => void navigate(paths.sceneEditor.href(tourCode, sceneId, door)),
    [navigate, tourCode],
  );
  return (
    <>
      <p>
        <Link to={paths.tour.href(tourCode)}>Back to {tourCode}</Link>
      </p>
      <PageHeading>Floor plans</PageHeading>
      <FormError error={draft.error} />
      {parsed && !parsed.success ? (
        <p role="alert">This draft cannot be edited here: {parsed.error.message}</p>
      ) : null}
      {loaded && parsed?.success ? (
        <PlanEditor key={tourCode} draft={loaded} initial={parsed.data} openDoor={openDoor} />
      ) : null}
    </>
  );
}
