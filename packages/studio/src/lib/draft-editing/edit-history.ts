/**
 * Undo and redo over immutable states. Each edit pushes the state before it; an edit with the
 * same `mergeKey` as the one before it (the steps of one drag) replaces the state instead, so
 * undo takes back the whole gesture.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The merge key of the newest edit, if it had one. */
  lastKey: string | null;
}

/** How many edits undo reaches back. */
export const UNDO_DEPTH = 200;

/** A history whose only state is `present`. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

/** Records an edit that led to `next`; a redo is no longer possible. */
export function record<T>(history: History<T>, next: T, mergeKey: string | null = null): History<T> {
  if (next === history.present) return history;
  if (mergeKey !== null && mergeKey === history.lastKey) return { ...history, present: next, future: [] };
  return {
    past: [...history.past, history.present].slice(-UNDO_DEPTH),
    present: next,
    future: [],
    lastKey: mergeKey,
  };
}

/** Goes back one edit; the same history when there is none. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0 || previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

/** Goes forward one undone edit; the same history when there is none. */
export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (history.future.length === 0 || next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null };
}
