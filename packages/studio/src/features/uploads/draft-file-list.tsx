import type { DraftFileView } from '@tourview/schema';
import { useState } from 'react';
import { FormError } from '../../components/form-error.js';
import { useDraft } from '../../lib/api/tours.js';
import { DraftFileCard, type Undoable } from './draft-file-card.js';
import styles from './uploads.module.css';

/**
 * The draft's files as cards (they wrap on a phone, where a table would be cut off): each with
 * its thumbnail, kind, size, pixel size and what inspection found, and Delete and Change kind.
 * The last change can be undone while the page is open.
 */
export function DraftFileList({ code, files }: { code: string; files: readonly DraftFileView[] }) {
  const draft = useDraft(code);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const [undoError, setUndoError] = useState<unknown>(null);
  const runUndo = async () => {
    if (!undo) return;
    setUndoError(null);
    try {
      await undo.run();
      setUndo(null);
    } catch (error) {
      setUndoError(error);
    }
  };
  return (
    <>
      <div className={styles.undo} role="status">
        {undo ? (
          <>
            <span>{undo.message}</span>
            <button type="button" onClick={() => void runUndo()}>
              Undo
            </button>
          </>
        ) : null}
      </div>
      {undoError ? <FormError error={undoError} /> : null}
      {files.length === 0 ? (
        <p className="muted">No files yet.</p>
      ) : (
        <ul className={styles.cards} aria-label="Files of the draft">
          {files.map((file) => (
            <DraftFileCard key={file.name} code={code} file={file} draft={draft.data} onDone={setUndo} />
          ))}
        </ul>
      )}
    </>
  );
}
