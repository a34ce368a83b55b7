import { draftManifestSchema, resolveText, type StudioDraft } from '@tourview/schema';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';

/** The draft's scenes, each a link to the visual editor. */
export function SceneLinks({ draft }: { draft: StudioDraft }) {
  const parsed = draftManifestSchema.safeParse(draft.manifest);
  const scenes = parsed.success ? parsed.data.scenes : [];
  return (
    <section aria-labelledby="draft-scenes" className="panel">
      <h2 id="draft-scenes">Scenes</h2>
      <p>
        <Link to={paths.planEditor.href(draft.code)}>Edit floor plans</Link>
      </p>
      {scenes.length === 0 ? (
        <p className="muted">No scene yet: upload panoramas and add them to the draft.</p>
      ) : (
        <ul>
          {scenes.map((scene) => (
            <li key={scene.id}>
              <Link to={paths.sceneEditor.href(draft.code, scene.id)}>
                Edit {resolveText(scene.title, [])}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
