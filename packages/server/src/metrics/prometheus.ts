import type { Storage } from '@tourview/storage';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MetricsSink } from './metrics-sink.js';

/** Latency buckets in seconds: a cached tour answers in a millisecond, an upload part in seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job buckets in seconds: inspecting an upload takes seconds, publishing a tour minutes. */
const JOB_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1800];

/** A registry with every metric of the server, and the sink that feeds the counted ones. */
export interface Prometheus {
  registry: Registry;
  sink: MetricsSink;
}

/**
 * The server's metrics. Counted ones are fed through the sink as things happen; the outbox and
 * the job queue are read from storage at each scrape (shared by every instance, so each one
 * reports the same depth); Node's own (event-loop lag, heap, GC) come from prom-client.
 */
export function createPrometheus(storage: Pick<Storage, 'operationalStats'>): Prometheus {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'tourview_http_requests_total',
    help: 'Requests answered, by listener, method, route pattern and status code.',
    labelNames: ['listener', 'method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'tourview_http_request_duration_seconds',
    help: 'Time from a request to its answer, by listener, method and route pattern.',
    labelNames: ['listener', 'method', 'route'],
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'tourview_cache_lookups_total',
    help: 'Lookups in the in-memory caches (tour answers, draft cube tiles, draft plans), by hit or miss.',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const redisFallbacks = new Counter({
    name: 'tourview_redis_fallbacks_total',
    help: 'Commands a Redis-backed feature counted in process memory instead, Redis not answering.',
    labelNames: ['feature'],
    registers: [registry],
  });
  const jobDurations = new Histogram({
    name: 'tourview_job_duration_seconds',
    help: 'Background jobs run by this instance, by kind and outcome.',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  registerStorageGauges(registry, storage);
  return {
    registry,
    sink: {
      request(listener, method, route, status, seconds) {
        requests.inc({ listener, method, route, status });
        latency.observe({ listener, method, route }, seconds);
      },
      cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
      redisFallback: (feature) => redisFallbacks.inc({ feature }),
      jobFinished: (kind, outcome, seconds) => jobDurations.observe({ kind, outcome }, seconds),
    },
  };
}

/** The outbox and job-queue gauges, read once per scrape with one storage call. */
function registerStorageGauges(registry: Registry, storage: Pick<Storage, 'operationalStats'>): void {
  let reading: ReturnType<Storage['operationalStats']> | null = null;
  // The three gauges are collected one after another; they share one read per scrape.
  const stats = () => {
    reading ??= storage.operationalStats().finally(() => setImmediate(() => (reading = null)));
    return reading;
  };
  new Gauge({
    name: 'tourview_enquiry_outbox_depth',
    help: 'Enquiries waiting for delivery to the webhook.',
    registers: [registry],
    async collect() {
      this.set((await stats()).outboxPending);
    },
  });
  new Gauge({
    name: 'tourview_enquiry_outbox_lag_seconds',
    help: 'Age of the oldest enquiry not yet delivered to the webhook; 0 when none waits.',
    registers: [registry],
    async collect() {
      const oldest = (await stats()).oldestPendingEnquiryAt;
      this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0);
    },
  });
  const states = ['queued', 'running', 'done', 'failed'] as const;
  new Gauge({
    name: 'tourview_jobs',
    help: 'Background jobs by state; `queued` is the queue depth.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { jobsByState } = await stats();
      for (const state of states) this.set({ state }, jobsByState[state] ?? 0);
    },
  });
}
