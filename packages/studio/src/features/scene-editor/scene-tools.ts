import type { PendingHotspot } from './new-hotspot-form.js';
import type { Direction, HotspotRef } from './scene-edits.js';

/** What the scene editor's tools are doing: the tool chosen, a hotspot being added, the selection, the last word said. */
export interface SceneToolsState {
  mode: PendingHotspot['kind'] | null;
  pending: PendingHotspot | null;
  selected: HotspotRef | null;
  said: string;
}

/** What happens to the tools. */
export type SceneToolsAction =
  | { type: 'toggle'; mode: PendingHotspot['kind'] }
  | { type: 'picked'; at: Direction }
  | { type: 'cancel' }
  | { type: 'added'; ref: HotspotRef }
  | { type: 'select'; ref: HotspotRef }
  | { type: 'removed' }
  | { type: 'said'; text: string };

/** The tools of an editor opened at door `door` of a scene with `doors` doors (selected when it exists). */
export function initialSceneTools(door: number | undefined, doors: number): SceneToolsState {
  const opensAtDoor = door !== undefined && door >= 0 && door < doors;
  return {
    mode: null,
    pending: null,
    selected: opensAtDoor ? { kind: 'door', index: door } : null,
    said: '',
  };
}

/** The tools after `action`. A click in the panorama only proposes a hotspot while a tool is chosen. */
export function sceneTools(state: SceneToolsState, action: SceneToolsAction): SceneToolsState {
  switch (action.type) {
    case 'toggle':
      return { ...state, mode: state.mode === action.mode ? null : action.mode };
    case 'picked':
      return state.mode ? { ...state, pending: { kind: state.mode, at: action.at } } : state;
    case 'cancel':
      return { ...state, pending: null };
    case 'added':
      return { ...state, pending: null, mode: null, selected: action.ref };
    case 'select':
      return { ...state, selected: action.ref };
    case 'removed':
      return { ...state, selected: null, said: 'Hotspot deleted. Undo brings it back.' };
    case 'said':
      return { ...state, said: action.text };
  }
}
