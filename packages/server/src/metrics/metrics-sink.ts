/** The caches whose lookups are counted. */
export type CacheName = 'tour' | 'draft_cube' | 'draft_plan' | 'draft_thumbnail';

/**
 * Where the server reports what monitoring counts. Without `METRICS_PORT` it is a sink that
 * drops everything, so neither prom-client nor any counting is loaded or paid for.
 */
export interface MetricsSink {
  /** One answered request: `route` is the route's pattern (`/api/public/tours/:code`), never the URL. */
  request(listener: 'site' | 'studio', method: string, route: string, status: number, seconds: number): void;
  cacheLookup(cache: CacheName, hit: boolean): void;
  /** A Redis-backed feature fell back to counting in this process's memory for one command. */
  redisFallback(feature: string): void;
  jobFinished(kind: string, outcome: 'done' | 'failed', seconds: number): void;
}

const DROPPED: MetricsSink = {
  request: () => undefined,
  cacheLookup: () => undefined,
  redisFallback: () => undefined,
  jobFinished: () => undefined,
};

let current: MetricsSink = DROPPED;

/** The process's sink: one set of metrics per process, as Prometheus scrapes a process. */
export function metrics(): MetricsSink {
  return current;
}

/** Installs the sink `serve` starts with; only the server entry calls this. */
export function useMetrics(sink: MetricsSink): void {
  current = sink;
}
