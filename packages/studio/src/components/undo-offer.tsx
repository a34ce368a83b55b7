/**
 * What a change just did, with an Undo button for as long as it is the editor's last edit: a
 * delete or a replacement is one click away from coming back.
 */
export function UndoOffer({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <p role="status" className="row" data-testid="undo-offer">
      <span>{message}</span>
      <button type="button" onClick={onUndo}>
        Undo
      </button>
    </p>
  );
}
