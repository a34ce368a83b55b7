import type { DraftManifest } from '@tourview/schema';
import { useCallback, useEffect, useReducer } from 'react';
import { record, redo, startHistory, undo, type History } from './edit-history.js';

type Action =
  | { type: 'edit'; change: (manifest: DraftManifest) => DraftManifest; gesture: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

function reduce(history: History<DraftManifest>, action: Action): History<DraftManifest> {
  if (action.type === 'undo') return undo(history);
  if (action.type === 'redo') return redo(history);
  return record(history, action.change(history.present), action.gesture);
}

/** Whether a key press belongs to a text field, whose own undo it must stay. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable]');
}

/**
 * The manifest under edit with its undo history. Ctrl+Z (⌘Z) undoes and Ctrl+Shift+Z or
 * Ctrl+Y redoes anywhere on the page except in a text field.
 */
export function useEditHistory(initial: DraftManifest) {
  const [history, dispatch] = useReducer(reduce, initial, startHistory<DraftManifest>);
  const edit = useCallback(
    (change: (manifest: DraftManifest) => DraftManifest, gesture: string | null = null) =>
      dispatch({ type: 'edit', change, gesture }),
    [],
  );
  const back = useCallback(() => dispatch({ type: 'undo' }), []);
  const forward = useCallback(() => dispatch({ type: 'redo' }), []);
  useUndoKeys(back, forward);
  return {
    manifest: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo: back,
    redo: forward,
  };
}

/** What a key press asks of the history: Ctrl/⌘+Z undoes, with Shift or as Ctrl+Y redoes. */
export function historyKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
) {
  if (!(event.ctrlKey || event.metaKey) || typing(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key !== 'z' && key !== 'y') return null;
  return key === 'y' || event.shiftKey ? 'redo' : 'undo';
}

/** Undo and redo by keyboard anywhere on the page, except in a text field. */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const asked = historyKey(event);
      if (!asked) return;
      event.preventDefault();
      if (asked === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}
