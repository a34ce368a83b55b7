import {
  draftLanguages,
  draftPlanUrl,
  resolveText,
  type DraftManifest,
  type StudioDraft,
} from '@tourview/schema';
import { useEffect, useId, useMemo, useState } from 'react';
import { SaveStatus } from '../../components/save-status.js';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { useTourJobs } from '../../lib/api/jobs.js';
import { useAutosave } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import { proposeDoors, type DoorProposal } from './door-proposals.js';
import { FloorFields, NewFloorForm } from './floor-forms.js';
import { acceptProposal, hasDoorIn } from './plan-doors.js';
import * as edits from './plan-edits.js';
import { PlanMap } from './plan-map.js';
import { ProposalList } from './proposal-list.js';
import { doorPairKey, readRejectedDoors, rejectDoor } from './rejected-doors.js';
import { useWallGrid } from './use-wall-grid.js';
import { UndoRedoButtons } from '../../components/undo-redo-buttons.js';

/** Where the editor goes to aim a moved door: the scene and the door's place in its list. */
export type OpenDoor = (sceneId: string, doorIndex: number) => void;

const pairKey = (p: DoorProposal) => doorPairKey(p.there.scene, p.back.scene);

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
  const { manifest, edit, undo, redo, canUndo, canRedo } = useEditHistory(initial);
  const saveState = useAutosave(draft, manifest);
  const id = useId();
  const [floorId, setFloorId] = useState(manifest.floorPlans[0]?.id ?? null);
  const [selected, setSelected] = useState<string | null>(null);
  const [placing, setPlacing] = useState(manifest.scenes[0]?.id ?? '');
  const [rejected, setRejected] = useState<ReadonlySet<string>>(() => readRejectedDoors(draft.code));
  const [moving, setMoving] = useState<{ scene: string; index: number } | null>(null);
  const [said, setSaid] = useState('');
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const titleOf = (scene: string) =>
    resolveText(manifest.scenes.find((s) => s.id === scene)?.title ?? scene, languages);
  // The files as they are now, not as the draft was opened: a plan still being inspected gets
  // its size while the editor is open (the jobs' events read the list again).
  useTourJobs(draft.code);
  const files = useDraftFiles(draft.code).data ?? draft.files;
  const planFiles = files.filter((f) => f.kind === 'plan');
  const floor = manifest.floorPlans.find((f) => f.id === floorId) ?? manifest.floorPlans[0];
  const file = planFiles.find((f) => f.name === floor?.image);
  const size = file?.width && file.height ? { width: file.width, height: file.height } : null;
  const imageUrl = file ? draftPlanUrl(draft.code, file.sha256) : '';
  const walls = useWallGrid(imageUrl, size?.width ?? 1);

  const proposals = useMemo(() => {
    if (!floor || !size) return [];
    return proposeDoors({
      pins: floor.scenes,
      hasDoor: hasDoorIn(manifest),
      walls: walls ?? undefined,
      maxDistance: Math.hypot(size.width, size.height) / 2,
    }).filter((p) => !rejected.has(pairKey(p)));
  }, [floor, size?.width, size?.height, manifest, walls, rejected]); // eslint-disable-line react-hooks/exhaustive-deps -- size is compared by value

  // A moved door is aimed in the scene editor once the door is saved, so it opens with it.
  useEffect(() => {
    if (moving && saveState.kind === 'saved') openDoor(moving.scene, moving.index);
  }, [moving, saveState, openDoor]);

  const onFloor = (change: (m: DraftManifest, floorId: string) => DraftManifest, gesture?: string) => {
    if (floor) edit((m) => change(m, floor.id), gesture ?? null);
  };
  const accept = (p: DoorProposal) => {
    edit((m) => acceptProposal(m, p));
    setSaid(`Doors added between ${titleOf(p.there.scene)} and ${titleOf(p.back.scene)}.`);
  };

  return (
    <div className="plan-editor">
      <div className="stack">
        <div className="toolbar">
          {manifest.floorPlans.length > 0 ? (
            <div role="group" aria-label="Floors" className="toolbar">
              {manifest.floorPlans.map((f) => (
                <button
                  key={f.id}
                  type="button"
                  aria-pressed={f.id === floor?.id}
                  onClick={() => setFloorId(f.id)}
                >
                  {resolveText(f.label, languages)}
                </button>
              ))}
            </div>
          ) : null}
          <UndoRedoButtons undo={undo} redo={redo} canUndo={canUndo} canRedo={canRedo} />
        </div>
        {floor && !file ? (
          <p role="alert">The plan image {floor.image} of this floor is not uploaded.</p>
        ) : null}
        {floor && file && !size ? (
          <p role="status">The plan {file.name} is still being checked; its size is needed to pin scenes.</p>
        ) : null}
        {floor && size ? (
          <PlanMap
            floor={floor}
            size={size}
            imageUrl={imageUrl}
            titleOf={titleOf}
            selected={selected}
            placing={placing !== ''}
            actions={{
              select: setSelected,
              move: (scene, to, gesture) => onFloor((m, f) => edits.placePin(m, f, scene, to), gesture),
              turn: (scene, deg, gesture) =>
                onFloor((m, f) => edits.setPinHeading(m, f, scene, deg), gesture),
              remove: (scene) => {
                onFloor((m, f) => edits.removePin(m, f, scene));
                setSelected(null);
                setSaid(`${titleOf(scene)} taken off the plan. Undo puts it back.`);
              },
              place: (at) => {
                onFloor((m, f) => edits.placePin(m, f, placing, at));
                setSelected(placing);
              },
            }}
          />
        ) : null}
        {manifest.floorPlans.length === 0 ? (
          <p className="muted">No floor yet: add one with its plan image.</p>
        ) : null}
      </div>
      <div className="stack plan-side">
        <SaveStatus state={saveState} />
        <p role="status" className="muted">
          {said}
        </p>
        {floor && size ? (
          <fieldset className="stack">
            <legend>Pin a scene</legend>
            <div className="field">
              <label htmlFor={`${id}-placing`}>Scene to pin</label>
              <select id={`${id}-placing`} value={placing} onChange={(e) => setPlacing(e.target.value)}>
                {manifest.scenes.map((s) => (
                  <option key={s.id} value={s.id}>
                    {resolveText(s.title, languages)}
                    {floor.scenes.some((p) => p.scene === s.id) ? ' (pinned)' : ''}
                  </option>
                ))}
              </select>
            </div>
            <p className="muted">
              Click on the plan where it was taken, or pin it in the middle and move it with the arrow keys.
              Drag the round handle, or use its arrow keys, to point where the panorama’s middle looks.
            </p>
            <button
              type="button"
              disabled={!placing}
              onClick={() => {
                onFloor((m, f) => edits.placePin(m, f, placing, { x: size.width / 2, y: size.height / 2 }));
                setSelected(placing);
              }}
            >
              Pin in the middle
            </button>
          </fieldset>
        ) : null}
        {floor && selected ? (
          <PinFields
            pin={floor.scenes.find((p) => p.scene === selected)}
            title={titleOf(selected)}
            turn={(deg) => onFloor((m, f) => edits.setPinHeading(m, f, selected, deg), `heading ${selected}`)}
          />
        ) : null}
        <ProposalList
          proposals={proposals}
          titleOf={titleOf}
          actions={{
            accept,
            move: (p) => {
              accept(p);
              const scene = manifest.scenes.find((s) => s.id === p.there.scene);
              setMoving({ scene: p.there.scene, index: scene?.links.length ?? 0 });
            },
            reject: (p) => setRejected(rejectDoor(draft.code, rejected, pairKey(p))),
          }}
        />
        {floor ? (
          <FloorFields
            key={floor.id}
            floor={floor}
            planFiles={planFiles.map((f) => f.name)}
            languages={languages}
            actions={{
              rename: (label) => onFloor((m, f) => edits.setFloorLabel(m, f, label), `label ${floor.id}`),
              image: (name) => onFloor((m, f) => edits.setFloorImage(m, f, name)),
              north: (deg) => onFloor((m, f) => edits.setFloorNorth(m, f, deg), `north ${floor.id}`),
              remove: () => {
                onFloor((m, f) => edits.removeFloor(m, f));
                setFloorId(null);
                setSaid('Floor removed. Undo brings it back.');
              },
            }}
          />
        ) : null}
        <NewFloorForm
          planFiles={planFiles.map((f) => f.name)}
          onAdd={(label, image) => {
            edit((m) => edits.addFloor(m, label, image));
            setFloorId(edits.newFloorId(manifest, label));
          }}
        />
      </div>
    </div>
  );
}

/** The selected pin's heading, typed. */
function PinFields({
  pin,
  title,
  turn,
}: {
  pin: edits.Pin | undefined;
  title: string;
  turn: (deg: number) => void;
}) {
  const id = useId();
  if (!pin) return null;
  return (
    <fieldset className="stack">
      <legend>{title}</legend>
      <p className="muted">
        At {pin.x}, {pin.y} on the plan.
      </p>
      <div className="field">
        <label htmlFor={`${id}-heading`}>Heading of {title} (° clockwise from the plan’s up)</label>
        <input
          id={`${id}-heading`}
          type="number"
          step="1"
          value={pin.yawOffset}
          onChange={(e) => {
            if (e.target.value !== '' && Number.isFinite(Number(e.target.value)))
              turn(Number(e.target.value));
          }}
        />
      </div>
    </fieldset>
  );
}
