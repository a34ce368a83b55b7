import {
  draftLanguages,
  resolveText,
  withSceneIdFromTitle,
  type DraftFileView,
  type DraftManifest,
  type StudioDraft,
} from '@tourview/schema';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { SaveStatus } from '../../components/save-status.js';
import { UndoOffer } from '../../components/undo-offer.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { imageSha256 } from '../../lib/draft-editing/image-sha256.js';
import { useUndoOffer } from '../../lib/draft-editing/use-undo-offer.js';
import { firstLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import * as edits from './scene-list-edits.js';
import { SceneRow, type RowPanel } from './scene-row.js';
import { useRowDrag } from './use-row-drag.js';
import styles from './scene-list.module.css';

type DraftScene = DraftManifest['scenes'][number];

/**
 * The draft's scenes in the order visitors meet them: dragged, or moved with _Move up_ and
 * _Move down_; each with its panorama's thumbnail, its title and description in every tour
 * language; which one a visit starts in. A scene can be deleted, after a confirmation saying
 * what goes with it, or shown with another of the draft's panoramas. A title's id follows it
 * when the title field is left. `editLink` renders a scene's link to its editor. Edits can be
 * undone and save themselves.
 */
export function SceneList({
  draft,
  initial,
  files,
  editLink,
}: {
  draft: StudioDraft;
  initial: DraftManifest;
  /** The draft's files as they are now: uploads since the list opened can be chosen too. */
  files: readonly DraftFileView[];
  editLink: (sceneId: string, name: string) => ReactNode;
}) {
  const history = useEditHistory(initial);
  const { manifest, edit } = history;
  const saveState = useAutosave(draft, manifest);
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const [said, setSaid] = useState('');
  const [panel, setPanel] = useState<{ sceneId: string; panel: RowPanel } | null>(null);
  const undoOffer = useUndoOffer(manifest);
  const keys = useStableKeys();
  const scenes = manifest.scenes;
  const nameOf = (s: DraftScene) => resolveText(s.title, languages);
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
  const titleLeft = (sceneId: string) => {
    const { manifest: after, id } = withSceneIdFromTitle(manifest, sceneId);
    if (id === sceneId) return;
    keys.moved(sceneId, id);
    // One gesture with the typing, so Undo takes the title and its id back together.
    edit(() => after, `title ${sceneId}`);
  };
  const apply = (after: DraftManifest, message: string) => {
    edit(() => after);
    undoOffer.offer(message, after);
    setPanel(null);
  };

  if (scenes.length === 0)
    return (
      <>
        {undoOffer.message ? <UndoOffer message={undoOffer.message} onUndo={history.undo} /> : null}
        <p className="muted">No scene yet: upload panoramas and add them to the draft.</p>
      </>
    );
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
      {undoOffer.message ? <UndoOffer message={undoOffer.message} onUndo={history.undo} /> : null}
      <p role="status" className="muted">
        {said}
      </p>
      <ol className={styles.list} aria-label="Scene order">
        {scenes.map((scene, index) => (
          <SceneRow
            key={keys.of(scene.id)}
            code={draft.code}
            scene={scene}
            name={nameOf(scene)}
            index={index}
            count={scenes.length}
            languages={languages}
            first={firstLanguage(manifest)}
            thumbnail={<FileThumbnail code={draft.code} sha256={imageSha256(draft.files, scene.panorama)} />}
            editLink={editLink(scene.id, nameOf(scene))}
            drag={drag(scene.id, index)}
            panoramas={files.filter((f) => f.kind === 'panorama')}
            panel={panel?.sceneId === scene.id ? panel.panel : null}
            actions={{
              move: (to) => move(scene.id, to),
              text: text(scene.id),
              titleLeft: () => titleLeft(scene.id),
              open: (p) => setPanel(p ? { sceneId: scene.id, panel: p } : null),
              remove: () => {
                const { after } = edits.deleteScene(manifest, scene.id, languages);
                apply(after, `${nameOf(scene)} deleted; its panorama stays in Files.`);
              },
              replace: (file) => {
                const { after } = edits.replacePanorama(manifest, scene.id, file, languages);
                apply(after, `${nameOf(scene)} now shows ${file}.`);
              },
              consequences: {
                remove: () => edits.deleteScene(manifest, scene.id, languages).lines,
                replace: (file) => edits.replacePanorama(manifest, scene.id, file, languages).lines,
              },
            }}
          />
        ))}
      </ol>
    </div>
  );
}

/**
 * React keys for rows that stay when a scene's id follows its title, so the row keeps its
 * focus and open details while its id changes.
 */
function useStableKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    of: (id: string) => keys.current.get(id) ?? id,
    moved: (from: string, to: string) => keys.current.set(to, keys.current.get(from) ?? from),
  };
}

/** Which scene a visit starts in. */
function StartSceneField({
  manifest,
  nameOf,
  choose,
}: {
  manifest: DraftManifest;
  nameOf: (scene: DraftScene) => string;
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
