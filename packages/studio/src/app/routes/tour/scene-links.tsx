import { draftManifestSchema, type StudioDraft } from '@tourview/schema';
import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { SceneList } from '../../../features/scene-list/index.js';
import { restoredEdits } from '../../../lib/draft-editing/use-autosave.js';

/** The draft's scenes: order, texts and start scene, each a link to the visual editor; the floor plans' editor. */
export function SceneLinks({ draft }: { draft: StudioDraft }) {
  // The draft as it was opened: the list's own saves refresh the query, which must not start it over.
  const opened = useRef(draft);
  const parsed = draftManifestSchema.safeParse(restoredEdits(opened.current) ?? opened.current.manifest);
  return (
    <section aria-labelledby="draft-scenes" className="panel">
      <h2 id="draft-scenes">Scenes</h2>
      <p>
        <Link to={paths.planEditor.href(draft.code)}>Edit floor plans</Link>
      </p>
      {parsed.success ? (
        <SceneList
          draft={opened.current}
          initial={parsed.data}
          files={draft.files}
          editLink={(id, name) => <Link to={paths.sceneEditor.href(draft.code, id)}>Edit {name}</Link>}
        />
      ) : (
        <p role="alert">The scenes cannot be edited here: {parsed.error.message}</p>
      )}
    </section>
  );
}
