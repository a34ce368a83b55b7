import { draftManifestSchema, type StudioDraft } from '@tourview/schema';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { VideoEditor } from '../../features/video-editor/index.js';
import { useDraft } from '../../lib/api/tours.js';
import { restoredEdits } from '../../lib/draft-editing/use-autosave.js';

/** A tour draft's video and its chapters. */
export default function VideoEditorScreen() {
  const { tourCode = '' } = useParams();
  const draft = useDraft(tourCode);
  // The draft as it was opened: each save refreshes the query, which must not start the editor over.
  const opened = useRef<StudioDraft | null>(null);
  opened.current ??= draft.data ?? null;
  const loaded = opened.current;
  const parsed = loaded ? draftManifestSchema.safeParse(restoredEdits(loaded) ?? loaded.manifest) : null;
  return (
    <>
      <p>
        <Link to={paths.tour.href(tourCode)}>Back to {tourCode}</Link>
      </p>
      <PageHeading>Video and chapters</PageHeading>
      <FormError error={draft.error} />
      {parsed && !parsed.success ? (
        <p role="alert">This draft cannot be edited here: {parsed.error.message}</p>
      ) : null}
      {loaded && parsed?.success ? <VideoEditor key={tourCode} draft={loaded} initial={parsed.data} /> : null}
    </>
  );
}
