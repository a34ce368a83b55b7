import { draftLanguages, resolveText, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useEffect, useMemo, useState } from 'react';
import { useAutosave, type SaveState } from '../../lib/draft-editing/use-autosave.js';
import { useEditHistory } from '../../lib/draft-editing/use-edit-history.js';
import type { DoorProposal } from './door-proposals.js';
import { acceptProposal } from './plan-doors.js';
import * as edits from './plan-edits.js';
import type { PinActions } from './plan-map.js';
import type { ProposalActions } from './proposal-list.js';
import { useDoorProposals } from './use-door-proposals.js';
import { usePlanFloor } from './use-plan-floor.js';

/** Where the editor goes to aim a moved door: the scene and the door's place in its list. */
export type OpenDoor = (sceneId: string, doorIndex: number) => void;

type FloorEdit = (manifest: DraftManifest, floorId: string) => DraftManifest;

/**
 * The plan editor's state over its history: the floor shown, the selected and the next pin,
 * the door proposals, and what each action does to the draft and says to a screen reader.
 */
export function usePlanEditor(draft: StudioDraft, initial: DraftManifest, openDoor: OpenDoor) {
  const history = useEditHistory(initial);
  const { manifest, edit } = history;
  const saveState = useAutosave(draft, manifest);
  const [floorId, setFloorId] = useState(manifest.floorPlans[0]?.id ?? null);
  const [selected, setSelected] = useState<string | null>(null);
  const [placing, setPlacing] = useState(manifest.scenes[0]?.id ?? '');
  const [said, say] = useState('');
  const languages = useMemo(() => draftLanguages(manifest), [manifest]);
  const titleOf = (scene: string) =>
    resolveText(manifest.scenes.find((s) => s.id === scene)?.title ?? scene, languages);
  const plan = usePlanFloor(draft, manifest, floorId);
  const { proposals, reject } = useDoorProposals(draft.code, manifest, plan);
  const aimLater = useOpenDoorWhenSaved(saveState, openDoor);
  const floor = plan.floor;
  const onFloor = (change: FloorEdit, gesture?: string) => {
    if (floor) edit((m) => change(m, floor.id), gesture ?? null);
  };
  const pin = (at: edits.PlanPoint) => {
    onFloor((m, f) => edits.placePin(m, f, placing, at));
    setSelected(placing);
  };
  const pins: PinActions = {
    select: setSelected,
    move: (scene, to, gesture) => onFloor((m, f) => edits.placePin(m, f, scene, to), gesture),
    turn: (scene, deg, gesture) => onFloor((m, f) => edits.setPinHeading(m, f, scene, deg), gesture),
    remove: (scene) => {
      onFloor((m, f) => edits.removePin(m, f, scene));
      setSelected(null);
      say(`${titleOf(scene)} taken off the plan. Undo puts it back.`);
    },
    place: pin,
  };
  const accept = (p: DoorProposal) => {
    edit((m) => acceptProposal(m, p));
    say(`Doors added between ${titleOf(p.there.scene)} and ${titleOf(p.back.scene)}.`);
  };
  const doors: ProposalActions = {
    accept,
    move: (p) => {
      accept(p);
      aimLater(p.there.scene, manifest.scenes.find((s) => s.id === p.there.scene)?.links.length ?? 0);
    },
    reject,
  };
  const floors = floorActions(manifest, edit, onFloor, setFloorId, say, floor?.id);
  const turnSelected = (deg: number) =>
    selected && onFloor((m, f) => edits.setPinHeading(m, f, selected, deg), `heading ${selected}`);
  return {
    history,
    manifest,
    saveState,
    languages,
    titleOf,
    plan,
    proposals,
    said,
    selected,
    placing,
    setPlacing,
    pin,
    pins,
    doors,
    floors,
    turnSelected,
  };
}

/** What the floor buttons and fields do; `current` is the floor shown. */
function floorActions(
  manifest: DraftManifest,
  edit: (change: (m: DraftManifest) => DraftManifest) => void,
  onFloor: (change: FloorEdit, gesture?: string) => void,
  choose: (floorId: string | null) => void,
  say: (words: string) => void,
  current: string | undefined,
) {
  return {
    choose,
    add: (label: string, image: string) => {
      edit((m) => edits.addFloor(m, label, image));
      choose(edits.newFloorId(manifest, label));
    },
    rename: (label: edits.Floor['label']) =>
      onFloor((m, f) => edits.setFloorLabel(m, f, label), `label ${current}`),
    image: (name: string) => onFloor((m, f) => edits.setFloorImage(m, f, name)),
    north: (deg: number) => onFloor((m, f) => edits.setFloorNorth(m, f, deg), `north ${current}`),
    remove: () => {
      onFloor((m, f) => edits.removeFloor(m, f));
      choose(null);
      say('Floor removed. Undo brings it back.');
    },
  };
}

/** A moved door is aimed in the scene editor once the door is saved, so it opens with it. */
function useOpenDoorWhenSaved(saveState: SaveState, openDoor: OpenDoor) {
  const [moving, setMoving] = useState<{ scene: string; index: number } | null>(null);
  useEffect(() => {
    if (moving && saveState.kind === 'saved') openDoor(moving.scene, moving.index);
  }, [moving, saveState, openDoor]);
  return (scene: string, index: number) => setMoving({ scene, index });
}
