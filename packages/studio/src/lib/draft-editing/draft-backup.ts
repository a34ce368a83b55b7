import type { DraftManifest, StudioDraft } from '@tourview/schema';

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

/** Keeps edits made on top of `revision` until they are saved. */
export function keepEdits(code: string, revision: number, manifest: DraftManifest): void {
  try {
    localStorage.setItem(backupKey(code), JSON.stringify({ revision, manifest } satisfies Backup));
  } catch {
    // A full storage only loses the backup; saving to the server goes on.
  }
}

/** Forgets the kept edits: the server has them. */
export function forgetEdits(code: string): void {
  localStorage.removeItem(backupKey(code));
}
