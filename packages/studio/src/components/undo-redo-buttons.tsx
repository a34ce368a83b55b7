/** What an editor's history offers the toolbar. */
export interface UndoRedo {
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** An editor's Undo and Redo buttons, naming the shortcuts the editor listens for. */
export function UndoRedoButtons({ undo, redo, canUndo, canRedo }: UndoRedo) {
  return (
    <>
      <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
    </>
  );
}
