import { draftLanguages, resolveText, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { SaveStatus } from '../../components/save-status.js';
import { DraftTextsFields } from '../../components/texts-fields.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { firstLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import * as edits from './scene-list-edits.js';

/**
 * The draft's scenes in the order visitors meet them: dragged, or moved with _Move up_ and
 * _Move down_; each with its title and description in every tour language; which one a visit
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
  const { manifest, edit, undo, redo, canUndo, canRedo } = useEditHistory(initial);
  const saveState = useAutosave(draft, manifest);
  const id = useId();
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const first = firstLanguage(manifest);
  const dragged = useRef<string | null>(null);
  const [said, setSaid] = useState('');
  const [over, setOver] = useState<string | null>(null);
  const scenes = manifest.scenes;
  const nameOf = (s: DraftManifest['scenes'][number]) => resolveText(s.title, languages);
  const move = (sceneId: string, to: number) => {
    const scene = scenes.find((s) => s.id === sceneId);
    edit((m) => edits.moveScene(m, sceneId, to));
    if (scene)
      setSaid(
        `${nameOf(scene)} is now number ${Math.min(scenes.length, Math.max(1, to + 1))} of ${scenes.length}.`,
      );
  };

  if (scenes.length === 0)
    return <p className="muted">No scene yet: upload panoramas and add them to the draft.</p>;
  return (
    <div className="stack">
      <SaveStatus state={saveState} />
      <div className="toolbar">
        <div className="field">
          <label htmlFor={`${id}-start`}>Start scene</label>
          <select
            id={`${id}-start`}
            value={manifest.startScene ?? scenes[0]?.id}
            onChange={(e) => edit((m) => edits.setStartScene(m, e.target.value))}
          >
            {scenes.map((s) => (
              <option key={s.id} value={s.id}>
                {nameOf(s)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={undo} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!canRedo}>
          Redo
        </button>
      </div>
      <p role="status" className="muted">
        {said}
      </p>
      <ol className="scene-list" aria-label="Scene order">
        {scenes.map((scene, index) => {
          const name = nameOf(scene);
          return (
            <li
              key={scene.id}
              data-scene={scene.id}
              data-over={over === scene.id}
              draggable
              onDragStart={(event) => {
                dragged.current = scene.id;
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', scene.id);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(scene.id);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                if (dragged.current) move(dragged.current, index);
                dragged.current = null;
              }}
            >
              <div className="scene-row">
                <span className="drag-grip" aria-hidden="true">
                  ⋮⋮
                </span>
                <strong>{name}</strong>
                {editLink(scene.id, name)}
                <button type="button" disabled={index === 0} onClick={() => move(scene.id, index - 1)}>
                  Move <span className="visually-hidden">{name}</span> up
                </button>
                <button
                  type="button"
                  disabled={index === scenes.length - 1}
                  onClick={() => move(scene.id, index + 1)}
                >
                  Move <span className="visually-hidden">{name}</span> down
                </button>
              </div>
              <details>
                <summary>Title and description of {name}</summary>
                {(['title', 'description'] as const).map((field) => (
                  <DraftTextsFields
                    key={field}
                    label={field === 'title' ? 'Title' : 'Description'}
                    multiline={field === 'description'}
                    languages={languages}
                    text={scene[field]}
                    first={first}
                    onChange={(values) =>
                      edit(
                        (m) => edits.setSceneText(m, scene.id, field, textsOf(values, languages) ?? ''),
                        `${field} ${scene.id}`,
                      )
                    }
                  />
                ))}
              </details>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
