import { setTimeout as sleep } from 'node:timers/promises';

/** How often a stream looks for changes, and how long it may stay silent before a comment. */
export interface JobEventTiming {
  pollMs: number;
  keepAliveMs: number;
}

/**
 * Server-sent events of a tour's jobs: each job once when the stream opens, then again
 * whenever what the studio shows of it changes. Jobs run in any instance and write their
 * progress to the database, so the stream reads the database rather than listening to its own
 * process; a reconnecting browser gets every job again, which it simply overwrites. A comment
 * goes out when nothing changed for a while, so proxies keep an idle stream open.
 */
export async function* jobEvents<J extends { id: string }>(
  load: () => Promise<J[]>,
  signal: AbortSignal,
  timing: JobEventTiming,
): AsyncGenerator<string> {
  yield `retry: ${timing.pollMs * 4}\n\n`;
  const shown = new Map<string, string>();
  let lastWrite = Date.now();
  while (!signal.aborted) {
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
