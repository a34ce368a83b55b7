import type { HotspotIcon } from '@tourview/schema';
import type { PendingHotspot } from './new-hotspot-form.js';
import type { Direction, HotspotRef } from './scene-edits.js';

/** A door just added from one room to another, whose door back the editor offers to add. */
export interface ReturnOffer {
  from: string;
  to: string;
  door: Direction;
}

/** What the scene editor's tools are doing: the tool chosen, a hotspot being added, the selection, the door back on offer, the last word said. */
export interface SceneToolsState {
  mode: PendingHotspot['kind'] | null;
  pending: PendingHotspot | null;
  selected: HotspotRef | null;
  offer: ReturnOffer | null;
  said: string;
}

/** What happens to the tools. */
export type SceneToolsAction =
  | { type: 'toggle'; mode: PendingHotspot['kind'] }
  | { type: 'picked'; at: Direction; target?: string }
  | { type: 'target'; target: string }
  | { type: 'icon'; icon: HotspotIcon | undefined }
  | { type: 'cancel' }
  | { type: 'added'; ref: HotspotRef; offer?: ReturnOffer }
  | { type: 'offer-closed'; text: string }
  | { type: 'select'; ref: HotspotRef }
  | { type: 'removed' }
  | { type: 'said'; text: string }
  | { type: 'reset'; state: SceneToolsState };

/** The tools of an editor opened at door `door` of a scene with `doors` doors (selected when it exists). */
export function initialSceneTools(door: number | undefined, doors: number): SceneToolsState {
  const opensAtDoor = door !== undefined && door >= 0 && door < doors;
  return {
    mode: null,
    pending: null,
    selected: opensAtDoor ? { kind: 'door', index: door } : null,
    offer: null,
    said: '',
  };
}

/**
 * The tools after `action`. A click in the panorama only proposes a hotspot while a tool is
 * chosen; a door proposed starts out leading to `target`, which the form may change.
 */
export function sceneTools(state: SceneToolsState, action: SceneToolsAction): SceneToolsState {
  switch (action.type) {
    case 'toggle':
      return { ...state, mode: state.mode === action.mode ? null : action.mode };
    case 'picked':
      if (!state.mode) return state;
      return {
        ...state,
        offer: null,
        pending:
          state.mode === 'door' && action.target !== undefined
            ? { kind: 'door', at: action.at, target: action.target }
            : { kind: state.mode, at: action.at },
      };
    case 'target':
      return state.pending?.kind === 'door'
        ? { ...state, pending: { ...state.pending, target: action.target } }
        : state;
    case 'icon': {
      if (!state.pending) return state;
      const { icon: _old, ...pending } = state.pending;
      return { ...state, pending: action.icon ? { ...pending, icon: action.icon } : pending };
    }
    case 'cancel':
      return { ...state, pending: null };
    case 'added':
      return { ...state, pending: null, mode: null, selected: action.ref, offer: action.offer ?? null };
    case 'offer-closed':
      return { ...state, offer: null, said: action.text };
    case 'select':
      return { ...state, selected: action.ref };
    case 'removed':
      return { ...state, selected: null, said: 'Hotspot deleted. Undo brings it back.' };
    case 'said':
      return { ...state, said: action.text };
    case 'reset':
      return action.state;
  }
}
