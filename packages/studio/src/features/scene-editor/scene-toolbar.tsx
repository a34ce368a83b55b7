import { UndoRedoButtons, type UndoRedo } from '../../components/undo-redo-buttons.js';
import type { SceneToolsState } from './scene-tools.js';

/**
 * The scene's tools: add a door or an info point, blur, show where visitors looked, undo/redo,
 * take the start view or north from the camera; with what to do next and what was done.
 */
export function SceneToolbar({
  tools,
  history,
  onToggle,
  onCamera,
  blurring,
  onBlur,
  attention,
  onAttention,
}: {
  tools: SceneToolsState;
  history: UndoRedo;
  onToggle: (mode: 'door' | 'info') => void;
  onCamera: (what: 'start' | 'north') => void;
  /** Whether the blur tool is open. */
  blurring: boolean;
  onBlur: () => void;
  /** Whether the attention map is drawn over the panorama. */
  attention: boolean;
  onAttention: () => void;
}) {
  const { mode } = tools;
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="Scene tools">
        <button type="button" aria-pressed={mode === 'door'} onClick={() => onToggle('door')}>
          Add door
        </button>
        <button type="button" aria-pressed={mode === 'info'} onClick={() => onToggle('info')}>
          Add info point
        </button>
        <button type="button" aria-pressed={blurring} onClick={onBlur}>
          Blur
        </button>
        <button type="button" aria-pressed={attention} onClick={onAttention}>
          Attention
        </button>
        <UndoRedoButtons {...history} />
        <button type="button" onClick={() => onCamera('start')}>
          Use this view as the start view
        </button>
        <button type="button" onClick={() => onCamera('north')}>
          This direction is north
        </button>
      </div>
      <p className="muted">
        {blurring
          ? 'Drag over what to blur. Select a region to move it, resize it by its corner, or delete it.'
          : mode
            ? `Click in the panorama where the ${mode === 'door' ? 'door' : 'info point'} goes.`
            : 'Drag to look around. Select a hotspot to move it with the arrow keys (Shift: 0.1°) or delete it.'}
      </p>
      <p role="status" className="muted">
        {tools.said}
      </p>
    </>
  );
}
