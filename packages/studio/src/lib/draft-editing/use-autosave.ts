import { studioDraftSchema, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isProblem } from '../api-client.js';
import { api } from '../api/client.js';

/** How long edits rest before they are saved: a drag or a burst of arrow keys saves once. */
export const SAVE_DELAY_MS = 800;

/** Where the edits not saved yet wait, so a closed tab or a crash loses nothing. */
const backupKey = (code: string) => `tourview-studio:unsaved:${code}`;

/** Unsaved edits of a draft, made on top of `revision`. */
interface Backup {
  revision: number;
  manifest: DraftManifest;
}

/** The unsaved edits kept for this draft, if they were made on its current revision. */
export function restoredEdits(draft: StudioDraft): DraftManifest | null {
  try {
    const kept = JSON.parse(localStorage.getItem(backupKey(draft.code)) ?? 'null') as Backup | null;
    return kept?.revision === draft.revision ? kept.manifest : null;
  } catch {
    return null;
  }
}

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
        if (latest.current === sending) localStorage.removeItem(backupKey(draft.code));
        else keep(draft.code, revision.current, latest.current);
        savedAt.current = new Date();
        setState(latest.current === sending ? { kind: 'saved', at: savedAt.current } : { kind: 'pending' });
      } catch (error) {
        if (isProblem(error, 'revision_conflict')) stopped.current = true;
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
      localStorage.removeItem(backupKey(draft.code));
      setState((now) => (now.kind === 'pending' ? { kind: 'saved', at: savedAt.current } : now));
      return;
    }
    keep(draft.code, revision.current, manifest);
    if (!stopped.current) setState({ kind: 'pending' });
    const timer = setTimeout(() => void save(false), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [manifest, draft.code, save]);

  useEffect(() => {
    const now = () => {
      if (document.visibilityState === 'hidden') void save(true);
    };
    const leaving = () => void save(true);
    document.addEventListener('visibilitychange', now);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', now);
      window.removeEventListener('pagehide', leaving);
      // Leaving the editor inside the studio saves what is left too.
      void save(true);
    };
  }, [save]);

  return state;
}

function keep(code: string, revision: number, manifest: DraftManifest): void {
  try {
    localStorage.setItem(backupKey(code), JSON.stringify({ revision, manifest } satisfies Backup));
  } catch {
    // A full storage only loses the backup; saving to the server goes on.
  }
}
