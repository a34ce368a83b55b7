import { problemMessage } from '../lib/problem-message.js';
import type { SaveState } from '../lib/draft-editing/use-autosave.js';

/** Where saving stands, announced politely; a failure as an alert. */
export function SaveStatus({ state }: { state: SaveState }) {
  if (state.kind === 'failed')
    return (
      <p className="form-error" role="alert">
        Not saved. {problemMessage(state.error)}
      </p>
    );
  const words = {
    saved:
      state.kind === 'saved' && state.at ? `Saved at ${state.at.toLocaleTimeString()}` : 'All changes saved',
    pending: 'Unsaved changes',
    saving: 'Saving…',
  }[state.kind];
  return (
    <p role="status" className="muted save-status">
      {words}
    </p>
  );
}
