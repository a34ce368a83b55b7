import { setTimeout as sleep } from 'node:timers/promises';

/** How often a stream looks for changes and at its reader's access, and how long it may stay silent. */
export interface JobEventTiming {
  pollMs: number;
  keepAliveMs: number;
  /** How often the stream asks whether its session and tour membership still hold. */
  recheckMs: number;
}

/**
 * Half a second between looks keeps a progress bar smooth at one small query per open tab; a
 * signed-out or removed editor's stream ends within three seconds.
 */
export const JOB_EVENT_TIMING: JobEventTiming = { pollMs: 500, keepAliveMs: 15_000, recheckMs: 3_000 };

/** What a stream of a tour's jobs reads from. */
export interface JobEventSource<J> {
  /** The jobs to show, newest first. */
  load: () => Promise<J[]>;
  /** Whether the reader may still see them; the stream ends once not. */
  allowed: () => Promise<boolean>;
  signal: AbortSignal;
  timing: JobEventTiming;
}

/**
 * Server-sent events of a tour's jobs: each job once when the stream opens, then again
 * whenever what the studio shows of it changes. Jobs run in any instance and write their
 * progress to the database, so the stream reads the database rather than listening to its own
 * process; a reconnecting browser gets every job again, which it simply overwrites. A comment
 * goes out when nothing changed for a while, so proxies keep an idle stream open. Access was
 * checked when the stream opened and is checked again every `recheckMs`: signing out, losing
 * the tour or the account ends the stream, and the browser's reconnection is then refused.
 */
export async function* jobEvents<J extends { id: string }>(
  source: JobEventSource<J>,
): AsyncGenerator<string> {
  const { load, allowed, signal, timing } = source;
  yield `retry: ${timing.pollMs * 4}\n\n`;
  const shown = new Map<string, string>();
  let lastWrite = Date.now();
  let lastCheck = Date.now();
  while (!signal.aborted) {
    if (Date.now() - lastCheck >= timing.recheckMs) {
      if (!(await allowed())) return;
      lastCheck = Date.now();
    }
    // Oldest first, so a browser that appends sees jobs in the order they were made.
    for (const job of (await load()).reverse()) {
      const data = JSON.stringify(job);
      if (shown.get(job.id) === data) continue;
      shown.set(job.id, data);
      lastWrite = Date.now();
      yield `event: job\ndata: ${data}\n\n`;
    }
    if (Date.now() - lastWrite >= timing.keepAliveMs) {
      lastWrite = Date.now();
      yield ': still here\n\n';
    }
    await sleep(timing.pollMs, undefined, { signal }).catch(() => undefined);
  }
}
