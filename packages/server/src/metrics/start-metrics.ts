import type { Storage } from '@tourview/storage';
import type { MetricsListener } from './metrics-listener.js';
import { useMetrics } from './metrics-sink.js';

/**
 * Starts counting and the metrics listener. prom-client is loaded here only, so an instance
 * without `METRICS_PORT` never loads it (start-up time is a budget: docs/benchmarks.md).
 */
export async function startMetrics(
  storage: Pick<Storage, 'operationalStats'>,
  where: { port: number; host: string },
): Promise<MetricsListener> {
  const [{ createPrometheus }, { listenForMetrics }] = await Promise.all([
    import('./prometheus.js'),
    import('./metrics-listener.js'),
  ]);
  const prometheus = createPrometheus(storage);
  useMetrics(prometheus.sink);
  return listenForMetrics(prometheus.registry, where.port, where.host);
}
