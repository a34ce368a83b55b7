import { studioJobSchema, type StudioJob } from '@tourview/schema';
import type { QueryClient } from '@tanstack/react-query';

/** One tour's job event stream, shared by every component that shows the tour's jobs. */
export interface JobStream {
  /** False once the browser gave up reconnecting (the session ended, say). */
  live(): boolean;
  /** Calls `onChange` when `live` changes; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

interface OpenStream extends JobStream {
  users: number;
  close(): void;
}

/**
 * A tour page shows its jobs in several places (publish status, job list, files, plans); each
 * would otherwise hold its own connection, and the server reads the jobs table twice a second
 * for every one. So a tour has one stream per query client, opened by its first user and
 * closed with its last.
 */
const streams = new WeakMap<QueryClient, Map<string, OpenStream>>();

/** Joins (or opens) the tour's stream; call the returned function to leave it. */
export function joinJobStream(
  queryClient: QueryClient,
  code: string,
  url: string,
  onJob: (job: StudioJob) => void,
): { stream: JobStream; leave: () => void } {
  let byCode = streams.get(queryClient);
  if (!byCode) streams.set(queryClient, (byCode = new Map()));
  const stream = byCode.get(code) ?? openStream(url, onJob, () => byCode.delete(code));
  byCode.set(code, stream);
  stream.users += 1;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    stream.users -= 1;
    if (stream.users === 0) stream.close();
  };
  return { stream, leave };
}

function openStream(url: string, onJob: (job: StudioJob) => void, forget: () => void): OpenStream {
  const source = new EventSource(url);
  const { live, setLive, subscribe } = liveFlag();
  source.addEventListener('job', (event) => {
    onJob(studioJobSchema.parse(JSON.parse((event as MessageEvent<string>).data)));
  });
  source.addEventListener('open', () => setLive(true));
  // The browser reconnects by itself after a dropped connection; CLOSED means it will not.
  source.addEventListener('error', () => setLive(source.readyState !== EventSource.CLOSED));
  return {
    users: 0,
    live,
    subscribe,
    close() {
      source.close();
      forget();
    },
  };
}

/** Whether a stream is connected, with listeners told of each change. */
function liveFlag() {
  const listeners = new Set<() => void>();
  let live = true;
  return {
    live: () => live,
    setLive(next: boolean) {
      if (next === live) return;
      live = next;
      for (const listener of listeners) listener();
    },
    subscribe(onChange: () => void) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}
