import { studioDraftSchema, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isProblem } from '../api-client.js';
import { api } from '../api/client.js';
import { recheckSessionAfter } from '../api/session.js';
import { forgetEdits, keepEdits, restoredEdits } from './draft-backup.js';

/** How long edits rest before they are saved: a drag or a burst of arrow keys saves once. */
export const SAVE_DELAY_MS = 800;

export { restoredEdits };

/** Where saving stands, for the editor to show. */
export type SaveState =
  | { kind: 'saved'; at: Date | null }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; error: unknown };

const draftPath = (code: string) => `/tours/${encodeURIComponent(code)}/draft`;

/**
 * Saves `manifest` whenever it changed and rested {@link SAVE_DELAY_MS}, with `If-Match` of
 * the revision it was made from. Until saved, it waits in localStorage; when the page is hidden
 * or closed it is sent at once with `keepalive`. A conflict stops saving: the error names who
 * changed the draft, and the edits stay in localStorage.
 */
export function useAutosave(draft: StudioDraft, manifest: DraftManifest): SaveState {
  const queryClient = useQueryClient();
  const revision = useRef(draft.revision);
  // Edits restored from an earlier visit never reached the server: they are sent like new ones.
  const [restored] = useState(() => restoredEdits(draft) !== null);
  const saved = useRef<DraftManifest | null>(restored ? null : manifest);
  const latest = useRef(manifest);
  latest.current = manifest;
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: null });
  const savedAt = useRef<Date | null>(null);
  const stopped = useRef(false);
  // One save at a time: a second would carry the revision the first is about to replace.
  const inFlight = useRef<Promise<void> | null>(null);

  const send = useCallback(
    async (keepalive: boolean) => {
      const sending = latest.current;
      if (sending === saved.current || stopped.current) return;
      setState({ kind: 'saving' });
      try {
        const after = await api.put(
          draftPath(draft.code),
          { manifest: sending },
          studioDraftSchema,
          { 'if-match': `"${revision.current}"` },
          { keepalive },
        );
        revision.current = after.revision;
        saved.current = sending;
        queryClient.setQueryData(['draft', draft.code], after);
        if (latest.current === sending) forgetEdits(draft.code);
        else keepEdits(draft.code, revision.current, latest.current);
        savedAt.current = new Date();
        setState(latest.current === sending ? { kind: 'saved', at: savedAt.current } : { kind: 'pending' });
      } catch (error) {
        if (isProblem(error, 'revision_conflict')) stopped.current = true;
        // The edits stay in localStorage, and signing in again brings them back here.
        recheckSessionAfter(queryClient, error);
        setState({ kind: 'failed', error });
      }
    },
    [draft.code, queryClient],
  );

  const save = useCallback(
    (keepalive: boolean): Promise<void> => {
      const after = (inFlight.current ?? Promise.resolve()).then(() => send(keepalive));
      inFlight.current = after;
      return after;
    },
    [send],
  );

  useEffect(() => {
    if (manifest === saved.current) {
      // Undone back to what the server has before the save went out: nothing is left to send.
      forgetEdits(draft.code);
      setState((now) => (now.kind === 'pending' ? { kind: 'saved', at: savedAt.current } : now));
      return;
    }
    keepEdits(draft.code, revision.current, manifest);
    if (!stopped.current) setState({ kind: 'pending' });
    const timer = setTimeout(() => void save(false), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [manifest, draft.code, save]);

  useSaveOnLeave(save);

  return state;
}

/**
 * Saves at once, with `keepalive`, when the page is hidden or closed, and when the editor
 * unmounts (leaving it inside the studio).
 */
function useSaveOnLeave(save: (keepalive: boolean) => Promise<void>) {
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const leaving = () => void save(true);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      void save(true);
    };
  }, [save]);
}
