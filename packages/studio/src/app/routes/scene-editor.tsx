import { draftManifestSchema, resolveText, type StudioDraft } from '@tourview/schema';
import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../components/form-error.js';
import { PageHeading } from '../../components/page-heading.js';
import { paths } from '../../config/paths.js';
import { SceneEditor } from '../../features/scene-editor/index.js';
import { restoredEdits } from '../../lib/draft-editing/use-autosave.js';
import { useDraft } from '../../lib/api/tours.js';

/**
 * The rooms of a tour's draft in the visual editor, opened at one. Switching rooms changes the
 * URL only: the editor, its engine and its undo history stay.
 */
export default function SceneEditorScreen() {
  const { tourCode = '', sceneId = '' } = useParams();
  const door = useSearchParams()[0].get('door');
  const draft = useDraft(tourCode);
  // The draft as it was opened: each save refreshes the query, which must not start the editor over.
  const opened = useRef<StudioDraft | null>(null);
  opened.current ??= draft.data ?? null;
  const loaded = opened.current;
  const parsed = loaded ? draftManifestSchema.safeParse(restoredEdits(loaded) ?? loaded.manifest) : null;
  const scene = parsed?.success ? parsed.data.scenes.find((s) => s.id === sceneId) : undefined;
  return (
    <>
      <p>
        <Link to={paths.tour.href(tourCode)}>Back to {tourCode}</Link>
      </p>
      <PageHeading>{scene ? `Edit ${resolveText(scene.title, [])}` : `Edit scene ${sceneId}`}</PageHeading>
      <FormError error={draft.error} />
      {parsed && !parsed.success ? (
        <p role="alert">This draft cannot be edited here: {parsed.error.message}</p>
      ) : null}
      {loaded && parsed?.success ? (
        <SceneEditor
          key={tourCode}
          draft={loaded}
          initial={parsed.data}
          sceneId={sceneId}
          door={door === null ? undefined : Number(door)}
        />
      ) : null}
    </>
  );
}
