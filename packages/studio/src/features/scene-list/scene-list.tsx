import { draftLanguages, resolveText, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { SaveStatus } from '../../components/save-status.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { imageSha256 } from '../../lib/draft-editing/image-sha256.js';
import { firstLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import * as edits from './scene-list-edits.js';
import { SceneRow } from './scene-row.js';
import { useRowDrag } from './use-row-drag.js';
import styles from './scene-list.module.css';

/**
 * The draft's scenes in the order visitors meet them: dragged, or moved with _Move up_ and
 * _Move down_; each with its panorama's thumbnail, its title and description in every tour language; which one a visit
 * starts in. `editLink` renders a scene's link to its editor. Edits can be undone and save themselves.
 */
export function SceneList({
  draft,
  initial,
  editLink,
}: {
  draft: StudioDraft;
  initial: DraftManifest;
  editLink: (sceneId: string, name: string) => ReactNode;
}) {
  const history = useEditHistory(initial);
  const { manifest, edit } = history;
  const saveState = useAutosave(draft, manifest);
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const [said, setSaid] = useState('');
  const scenes = manifest.scenes;
  const nameOf = (s: DraftManifest['scenes'][number]) => resolveText(s.title, languages);
  const move = (sceneId: string, to: number) => {
    const scene = scenes.find((s) => s.id === sceneId);
    edit((m) => edits.moveScene(m, sceneId, to));
    if (scene) setSaid(edits.sceneMovedWords(nameOf(scene), to, scenes.length));
  };
  const drag = useRowDrag(move);
  const text = (sceneId: string) => (field: 'title' | 'description', values: Record<string, string>) =>
    edit(
      (m) => edits.setSceneText(m, sceneId, field, textsOf(values, languages) ?? ''),
      `${field} ${sceneId}`,
    );

  if (scenes.length === 0)
    return <p className="muted">No scene yet: upload panoramas and add them to the draft.</p>;
  return (
    <div className="stack">
      <SaveStatus state={saveState} />
      <div className="toolbar">
        <StartSceneField
          manifest={manifest}
          nameOf={nameOf}
          choose={(id) => edit((m) => edits.setStartScene(m, id))}
        />
        <UndoRedoButtons {...history} />
      </div>
      <p role="status" className="muted">
        {said}
      </p>
      <ol className={styles.list} aria-label="Scene order">
        {scenes.map((scene, index) => (
          <SceneRow
            key={scene.id}
            scene={scene}
            name={nameOf(scene)}
            index={index}
            count={scenes.length}
            languages={languages}
            first={firstLanguage(manifest)}
            thumbnail={<FileThumbnail code={draft.code} sha256={imageSha256(draft.files, scene.panorama)} />}
            editLink={editLink(scene.id, nameOf(scene))}
            drag={drag(scene.id, index)}
            actions={{ move: (to) => move(scene.id, to), text: text(scene.id) }}
          />
        ))}
      </ol>
    </div>
  );
}

/** Which scene a visit starts in. */
function StartSceneField({
  manifest,
  nameOf,
  choose,
}: {
  manifest: DraftManifest;
  nameOf: (scene: DraftManifest['scenes'][number]) => string;
  choose: (sceneId: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-start`}>Start scene</label>
      <select
        id={`${id}-start`}
        value={manifest.startScene ?? manifest.scenes[0]?.id}
        onChange={(e) => choose(e.target.value)}
      >
        {manifest.scenes.map((s) => (
          <option key={s.id} value={s.id}>
            {nameOf(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
