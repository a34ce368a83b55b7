import type { DraftManifest } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useReducer, useState } from 'react';
import type { DetailActions } from './hotspot-details.js';
import type { MarkerActions } from './hotspot-marker.js';
import type { NewHotspot } from './new-hotspot-form.js';
import { suggestedTarget } from './door-suggestion.js';
import { hasDoor } from './return-door.js';
import * as edits from './scene-edits.js';
import type { Direction, DraftScene, HotspotRef, SceneEdit } from './scene-edits.js';
import { initialSceneTools, sceneTools } from './scene-tools.js';

/** Applies an edit to the scene; steps sharing `gesture` undo together. */
export type EditScene = (change: SceneEdit, gesture?: string | null) => void;

const CAMERA_SAID = {
  start: 'This view is now the start view.',
  north: 'North is now the direction in the middle of the view.',
};

/**
 * The scene editor's tools over its history: what adding, moving, retexting and deleting a
 * hotspot, or taking the start view or north from the camera, does to the draft and to the
 * tools' state. Switching to another scene starts the tools afresh.
 */
export function useSceneTools(
  viewer: Viewer | null,
  manifest: DraftManifest,
  scene: DraftScene,
  door: number | undefined,
  edit: EditScene,
) {
  const [tools, dispatch] = useReducer(sceneTools, undefined, () =>
    initialSceneTools(door, scene.links.length),
  );
  const [toolsOf, setToolsOf] = useState(scene.id);
  if (toolsOf !== scene.id) {
    setToolsOf(scene.id);
    dispatch({ type: 'reset', state: initialSceneTools(door, scene.links.length) });
  }
  const picked = (at: Direction) =>
    dispatch({ type: 'picked', at, target: suggestedTarget(manifest, scene, at) });
  const add = (hotspot: NewHotspot) => {
    const at = tools.pending?.at;
    if (!at) return;
    const icon = hotspot.icon ? { icon: hotspot.icon } : {};
    if (hotspot.kind === 'door') {
      const { target } = hotspot;
      edit((m, id) => edits.addDoor(m, id, { target, ...at, ...icon }));
      const offer = hasDoor(manifest, target, scene.id)
        ? {}
        : { offer: { from: scene.id, to: target, door: at } };
      dispatch({ type: 'added', ref: { kind: 'door', index: scene.links.length }, ...offer });
    } else {
      const info = { id: edits.newInfoId(scene), title: hotspot.title, text: hotspot.text, ...at, ...icon };
      edit((m, id) => edits.addInfo(m, id, info));
      dispatch({ type: 'added', ref: { kind: 'info', index: scene.infos.length } });
    }
  };
  const remove = (ref: HotspotRef) => {
    edit((m, id) => edits.removeHotspot(m, id, ref));
    dispatch({ type: 'removed' });
  };
  const fromCamera = (what: 'start' | 'north') => {
    if (!viewer) return;
    const view = viewer.getView();
    edit((m, id) => (what === 'start' ? edits.setStartView(m, id, view) : edits.setNorth(m, id, view.yaw)));
    dispatch({ type: 'said', text: CAMERA_SAID[what] });
  };
  const markerActions = (ref: HotspotRef): MarkerActions => ({
    select: () => dispatch({ type: 'select', ref }),
    move: (to, gesture) => edit((m, id) => edits.moveHotspot(m, id, ref, to), gesture),
    remove: () => remove(ref),
  });
  const detailActions = (ref: HotspotRef): DetailActions => ({
    ...markerActions(ref),
    retarget: (target) => edit((m, id) => edits.setDoorTarget(m, id, ref.index, target)),
    retext: (texts) => edit((m, id) => edits.setInfoTexts(m, id, ref.index, texts), `texts ${ref.index}`),
    rephoto: (image) => edit((m, id) => edits.setInfoImage(m, id, ref.index, image)),
    reicon: (icon) => edit((m, id) => edits.setHotspotIcon(m, id, ref, icon)),
  });
  return { tools, dispatch, picked, add, fromCamera, markerActions, detailActions };
}
