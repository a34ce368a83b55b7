import { resolveText, type DraftManifest, type StudioDraft } from '@tourview/schema';
import type { ReactNode } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { SaveStatus } from '../../components/save-status.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';
import { imageSha256 } from '../../lib/draft-editing/image-sha256.js';
import { FloorFields, NewFloorForm } from './floor-forms.js';
import { PinFields, PinSceneFields } from './pin-fields.js';
import { PlanMap } from './plan-map.js';
import { ProposalList } from './proposal-list.js';
import { usePlanEditor, type OpenDoor } from './use-plan-editor.js';
import styles from './plan-editor.module.css';

export type { OpenDoor };

type PlanEditorState = ReturnType<typeof usePlanEditor>;

/**
 * A draft's floors: each shows an uploaded plan; the scenes are pinned on it with the direction
 * their panorama's middle faces, and doors are proposed between neighbouring rooms. Every edit
 * can be undone and saves itself.
 */
export function PlanEditor({
  draft,
  initial,
  openDoor,
}: {
  draft: StudioDraft;
  initial: DraftManifest;
  openDoor: OpenDoor;
}) {
  const editor = usePlanEditor(draft, initial, openDoor);
  return (
    <div className={styles.editor}>
      <div className="stack">
        <FloorToolbar editor={editor} />
        <PlanArea editor={editor} />
      </div>
      <PlanSide
        editor={editor}
        thumbnail={(name) => <FileThumbnail code={draft.code} sha256={imageSha256(draft.files, name)} />}
      />
    </div>
  );
}

/** The floors to choose from, and undo/redo. */
function FloorToolbar({ editor }: { editor: PlanEditorState }) {
  const { manifest, plan, languages, floors, history } = editor;
  return (
    <div className="toolbar">
      {manifest.floorPlans.length > 0 ? (
        <div role="group" aria-label="Floors" className="toolbar">
          {manifest.floorPlans.map((f) => (
            <button
              key={f.id}
              type="button"
              aria-pressed={f.id === plan.floor?.id}
              onClick={() => floors.choose(f.id)}
            >
              {resolveText(f.label, languages)}
            </button>
          ))}
        </div>
      ) : null}
      <UndoRedoButtons {...history} />
    </div>
  );
}

/** The floor's plan with its pins, or why it cannot be shown yet. */
function PlanArea({ editor }: { editor: PlanEditorState }) {
  const { floor, file, size, imageUrl } = editor.plan;
  if (!floor) return <p className="muted">No floor yet: add one with its plan image.</p>;
  if (!file) return <p role="alert">The plan image {floor.image} of this floor is not uploaded.</p>;
  if (!size)
    return (
      <p role="status">The plan {file.name} is still being checked; its size is needed to pin scenes.</p>
    );
  return (
    <PlanMap
      floor={floor}
      size={size}
      imageUrl={imageUrl}
      titleOf={editor.titleOf}
      selected={editor.selected}
      placing={editor.placing !== ''}
      actions={editor.pins}
    />
  );
}

/** Saving, what was done, pinning, the selected pin, proposed doors and the floor's fields. */
function PlanSide({
  editor,
  thumbnail,
}: {
  editor: PlanEditorState;
  thumbnail: (name: string) => ReactNode;
}) {
  const { plan, selected, floors } = editor;
  const { floor, size } = plan;
  return (
    <div className="stack plan-side">
      <SaveStatus state={editor.saveState} />
      <p role="status" className="muted">
        {editor.said}
      </p>
      {floor && size ? (
        <PinSceneFields
          scenes={editor.manifest.scenes}
          floor={floor}
          languages={editor.languages}
          placing={editor.placing}
          choose={editor.setPlacing}
          pinInMiddle={() => editor.pin({ x: size.width / 2, y: size.height / 2 })}
        />
      ) : null}
      {floor && selected ? (
        <PinFields
          pin={floor.scenes.find((p) => p.scene === selected)}
          title={editor.titleOf(selected)}
          turn={editor.turnSelected}
        />
      ) : null}
      <ProposalList proposals={editor.proposals} titleOf={editor.titleOf} actions={editor.doors} />
      {floor ? (
        <FloorFields
          key={floor.id}
          floor={floor}
          planFiles={plan.planFiles}
          thumbnail={thumbnail}
          languages={editor.languages}
          actions={floors}
        />
      ) : null}
      <NewFloorForm planFiles={plan.planFiles} thumbnail={thumbnail} onAdd={floors.add} />
    </div>
  );
}
