import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AnalyticsEvent } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage, type Storage } from '@tourview/storage';
import { scratchStorage } from '@tourview/storage/testing';
import { startCompiledServer } from './compiled-server.js';
import { pacedPosts } from './paced-posts.js';

const CONNECTIONS = 100;
const SECONDS = 6;
const EVENTS_PER_BATCH = 20;
const DASHBOARD_EVENTS = 1_000_000;
const DAYS = 30;
const ROOMS = ['hall', 'living', 'kitchen', 'bedroom', 'bath', 'garden'];
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A visit's batch as the app sends it: a start, rooms, doors and look samples. */
function batchOf(visit: number, size: number): { visit: string; events: AnalyticsEvent[] } {
  const room = ROOMS[visit % ROOMS.length] ?? 'hall';
  const events: AnalyticsEvent[] = [
    { kind: 'visit_start', device: visit % 3 ? 'phone' : 'desktop', language: visit % 4 ? 'en' : 'de' },
    { kind: 'room_entered', room },
  ];
  for (let i = events.length; i < size - 2; i++)
    events.push({ kind: 'look', room, yaw: ((visit * 7 + i * 5) % 72) * 5 - 180, pitch: ((i % 7) - 3) * 5 });
  events.push({ kind: 'door_clicked', room, target: ROOMS[(visit + 1) % ROOMS.length] ?? 'hall' });
  events.push({ kind: 'room_left', room, dwellMs: 1000 + ((visit * 997) % 60_000) });
  return { visit: `bench-${String(visit).padStart(12, '0')}`, events };
}

/** The budget's rate: 20,000 events a second as batches of 20. */
const TARGET_BATCHES_PER_SECOND = 20_000 / EVENTS_PER_BATCH;

const HEADERS = { 'content-type': 'application/json', 'user-agent': BROWSER };
const eventsUrl = (url: string) => `${url}/api/public/tours/bench-tour/events`;
const bodies = Array.from({ length: 500 }, (_, i) => JSON.stringify(batchOf(i, EVENTS_PER_BATCH)));

/**
 * The ceiling: beacon batches of 20 events from 100 connections against one compiled server
 * instance, as fast as it takes them; latency here is mostly the queue of 100 waiting
 * connections.
 */
async function ingestCeiling(url: string, seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: eventsUrl(url),
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: HEADERS,
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] ?? '' }) }],
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx`);
  return {
    eventsPerSecond: Math.round(result.requests.average * EVENTS_PER_BATCH),
    batchesPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The budget's load, 20,000 events/s as evenly paced batches: what a visitor's beacon meets. */
async function ingestAtTarget(url: string, seconds: number) {
  const paced = await pacedPosts({
    url: eventsUrl(url),
    perSecond: TARGET_BATCHES_PER_SECOND,
    seconds,
    warmupSeconds: 1,
    connections: CONNECTIONS,
    headers: HEADERS,
    bodies,
  });
  return {
    atTargetEventsPerSecond: paced.perSecond * EVENTS_PER_BATCH,
    atTargetP50Ms: paced.p50Ms,
    atTargetP99Ms: paced.p99Ms,
    atTargetMaxMs: paced.maxMs,
  };
}

/** Fills a tour with a million events over 30 days through the store, as ingest writes them. */
async function fill(storage: Storage): Promise<void> {
  const batches = DASHBOARD_EVENTS / 50;
  const start = Date.now() - (DAYS - 1) * 86_400_000;
  for (let i = 0; i < batches; i += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, batches - i) }, (_, k) =>
        storage.recordAnalytics({
          tourCode: 'bench-tour',
          visitorHash: `v${(i + k) % 5000}`,
          batch: batchOf(i + k, 50),
          receivedAt: new Date(start + (((i + k) * DAYS) / batches) * 86_400_000),
        }),
      ),
    );
  }
}

/** The dashboard's report over the 30 days: median and p99 of 30 reads. */
async function dashboard(storage: Storage) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const range = { from: day(Date.now() - (DAYS - 1) * 86_400_000), to: day(Date.now()) };
  const times: number[] = [];
  let visits = 0;
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    visits = (await storage.analyticsReport('bench-tour', range)).visits;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return { dashboardVisits: visits, dashboardP50Ms: at(0.5), dashboardP99Ms: at(0.99) };
}

async function benchDialect(dialect: 'sqlite' | 'postgres'): Promise<Record<string, number>> {
  const scratch = await scratchStorage(dialect);
  const seed = await openStorage(scratch.options);
  await seed.putTour(sampleTour('bench-tour'));
  await seed.close();
  const server = await startCompiledServer({
    DATA_DIR: scratch.options.dataDir,
    ...(scratch.options.databaseUrl ? { DATABASE_URL: scratch.options.databaseUrl } : {}),
    STUDIO_PORT: 'off',
    LOG_LEVEL: 'warn',
    ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  try {
    await ingestCeiling(server.url, 1);
    const ingested = await ingestCeiling(server.url, SECONDS);
    const atTarget = await ingestAtTarget(server.url, SECONDS);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    const storage = await openStorage(scratch.options);
    try {
      await fill(storage);
      return {
        ...ingested,
        ...atTarget,
        ...(await dashboard(storage)),
      };
    } finally {
      await storage.close();
    }
  } finally {
    server.child.kill('SIGKILL');
    await scratch.remove();
  }
}

/**
 * Analytics ingest and reading on this machine, SQLite and PostgreSQL: events/s one server
 * instance takes in as beacon batches of 20 at 100 connections, at most (the ceiling) and at
 * 20,000 events/s with its latency (`atTarget…`: budget p99 < 20 ms), and the studio report over
 * 30 days of a tour with a million events, read from the daily aggregates (target ≤ 200 ms).
 */
export async function runAnalyticsBench(): Promise<Record<string, number | string>> {
  const report: Record<string, number | string> = {
    connections: CONNECTIONS,
    eventsPerBatch: EVENTS_PER_BATCH,
  };
  for (const dialect of ['sqlite', 'postgres'] as const)
    for (const [key, value] of Object.entries(await benchDialect(dialect)))
      report[`${dialect}.${key}`] = value;
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(await runAnalyticsBench(), null, 2));
