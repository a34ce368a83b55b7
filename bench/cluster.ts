import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { openStorage } from '@tourview/storage';
import { scratchStorage, startLocalS3 } from '@tourview/storage/testing';
import { sparePort, startLocalRedis } from '@tourview/server/testing';
import { visitTour } from './cluster/browser-check.js';
import { containerInstance, type Instance } from './cluster/instances.js';
import { mixedLoad, percentileMs, sendEnquiry, type Outcome } from './cluster/mixed-load.js';
import { startNginx } from './cluster/nginx.js';
import { startWebhookReceiver, type Delivery } from './cluster/webhook-receiver.js';
import { PODMAN_GLOBAL, PODMAN_LIMITS } from '../scripts/image/podman.mjs';

const run = promisify(execFile);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOUR = 'cluster';
const IMAGE = 'localhost/tourview:bench';
const INSTANCES = 3;
/** The mixed load, and when in it one instance is killed and started again. */
const LOAD = { seconds: 60, concurrency: 16, enquiryShare: 0.1, killAtS: 20, restartAtS: 30 };
const THROUGHPUT_SECONDS = 10;
const ENQUIRIES_PER_MINUTE = 10;

type Report = Record<string, number | string>;

/**
 * The production image for the instances and the CLI: `TOURVIEW_IMAGE` when set (one built
 * already, e.g. by `npm run test:image`), else built now on the local Node 24 base.
 */
function clusterImage(): string {
  if (process.env.TOURVIEW_IMAGE) return process.env.TOURVIEW_IMAGE;
  const output = execFileSync(process.execPath, [join(ROOT, 'scripts', 'image', 'build-image.mjs'), IMAGE], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return output.trim().split('\n').at(-1) ?? IMAGE;
}

/** Imports the two-room fixture with the `tour` CLI of the image, as an operator would, with the servers' environment. */
async function importThroughCli(image: string, env: Record<string, string>): Promise<void> {
  const folder = join(ROOT, 'fixtures', 'two-rooms');
  const envArgs = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  await run('podman', [
    ...PODMAN_GLOBAL,
    'run',
    '--rm',
    '--network',
    'host',
    ...PODMAN_LIMITS,
    '--volume',
    `${folder}:/import:ro`,
    ...envArgs,
    image,
    ...['tour', 'import', '/import', '--code', TOUR, '--replace'],
  ]);
}

/** Throughput and p99 of tour reads through nginx at one URL. */
async function throughput(url: string): Promise<{ rps: number; p99Ms: number }> {
  const result = await autocannon({
    url: `${url}/api/public/tours/${TOUR}`,
    connections: 50,
    duration: THROUGHPUT_SECONDS,
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

/** One client's enquiries in a row: the first ten stored, then refused whichever instance answers. */
async function oneClientsLimit(url: string): Promise<Outcome[]> {
  const answers: Outcome[] = [];
  for (let i = 0; i < ENQUIRIES_PER_MINUTE + 3; i++)
    answers.push(await sendEnquiry(url, TOUR, '203.0.113.9'));
  return answers;
}

function limitReport(answers: Outcome[]): Report {
  return {
    limitStatuses: answers.map((a) => a.status).join(','),
    limitRefusedByInstances: new Set(answers.slice(ENQUIRIES_PER_MINUTE).map((a) => a.upstream)).size,
  };
}

/** The promises the proof makes, each a report key that must be 0, and what a breach means. */
const MUST_BE_ZERO: Record<string, string> = {
  enquiriesLost: 'acknowledged enquiries missing from the database',
  mixedErrorsOutsideKill: 'errors outside the killed instance',
  webhookUndelivered: 'acknowledged enquiries never delivered',
  webhookDuplicatesDiffering: 'duplicate deliveries under different keys or bodies',
  imagesElsewhere: 'images not served by the bucket',
};

function verdict(report: Report): string {
  const broken = Object.entries(MUST_BE_ZERO)
    .filter(([key]) => report[key] !== 0)
    .map(([, what]) => what);
  const limited = String(report.limitStatuses).endsWith('201,429,429,429');
  return (
    [...broken, ...(limited ? [] : ['the 11th enquiry of one client was not refused'])].join('; ') || 'ok'
  );
}

/** Failed requests (no answer or 5xx) that were not in flight while the instance was down. */
function errorsOutsideKill(
  outcomes: Outcome[],
  killedAt: number,
  backAt: number,
  killed: Instance,
): Outcome[] {
  return outcomes.filter((o) => {
    if (o.status !== 0 && o.status < 500) return false;
    const overlapsOutage = o.startedAt <= backAt && o.endedAt >= killedAt;
    return !(overlapsOutage && (o.status === 0 || o.upstream.includes(killed.address)));
  });
}

/** Every acknowledged enquiry delivered; duplicates only under the same key and body. */
function checkDeliveries(acknowledged: string[], deliveries: Delivery[]): Report {
  const byKey = new Map<string, Delivery[]>();
  for (const d of deliveries) byKey.set(d.idempotencyKey, [...(byKey.get(d.idempotencyKey) ?? []), d]);
  const undelivered = acknowledged.filter((id) => !byKey.has(id)).length;
  const mismatched = deliveries.filter((d) => d.enquiryId !== d.idempotencyKey).length;
  const duplicates = [...byKey.values()].filter((list) => list.length > 1);
  const differingDuplicates = duplicates.filter((list) => new Set(list.map((d) => d.body)).size > 1).length;
  return {
    webhookDeliveries: deliveries.length,
    webhookUndelivered: undelivered,
    webhookDuplicates: duplicates.length,
    webhookDuplicatesDiffering: differingDuplicates + mismatched,
  };
}

/**
 * `npm run bench -- cluster`: PostgreSQL, Redis, an S3 bucket, three instances behind nginx,
 * each a container of the production image (podman, host network). Imports a tour into the
 * bucket through the image's CLI, opens it in Chromium through nginx, then runs a mixed load
 * while one instance is killed (`podman kill -s KILL`) and started again, and checks that
 * no acknowledged enquiry was lost or delivered twice under different keys, that errors hit
 * only requests in flight on the killed instance, and that the enquiry limit holds across
 * instances. Reports throughput and p99 for one and for three instances, and how soon the
 * killed instance's new container answered readiness.
 */
export async function runClusterBench(): Promise<Report> {
  const work = mkdtempSync(join(tmpdir(), 'tourview-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const scratch = await scratchStorage('postgres');
    cleanups.push(() => scratch.remove());
    const redis = await startLocalRedis();
    cleanups.push(() => redis.stop());
    const s3 = await startLocalS3('site', { corsOrigins: ['*'] });
    cleanups.push(() => s3.stop());
    const webhook = await startWebhookReceiver();
    cleanups.push(() => webhook.stop());
    const ports = await Promise.all(Array.from({ length: INSTANCES + 2 }, () => sparePort()));
    const lbPorts = { all: ports[INSTANCES] ?? 0, single: ports[INSTANCES + 1] ?? 0 };
    const env: Record<string, string> = {
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      STUDIO_PORT: 'off',
      DATABASE_URL: scratch.options.databaseUrl ?? '',
      REDIS_URL: redis.url,
      ...s3.env,
      CDN_BASE_URL: s3.publicBaseUrl,
      TRUST_PROXY: '1',
      ENQUIRY_WEBHOOK_URL: webhook.url,
      PUBLIC_ORIGIN: `http://127.0.0.1:${lbPorts.all}`,
    };

    const image = clusterImage();
    const importStarted = performance.now();
    await importThroughCli(image, env);
    const importMs = Math.round(performance.now() - importStarted);

    const instances = ports.slice(0, INSTANCES).map((port) => containerInstance(image, port, env));
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
    await Promise.all(instances.map((i) => i.start()));
    const nginx = await startNginx(
      join(work, 'nginx'),
      lbPorts,
      instances.map((i) => i.port),
    );
    cleanups.push(() => nginx.stop());

    const visit = await visitTour(`${nginx.url}/${TOUR}`, s3.publicBaseUrl);
    const one = await throughput(nginx.singleUrl);
    const three = await throughput(nginx.url);
    const limit = await oneClientsLimit(nginx.url);
    const limitIds = limit.flatMap((o) => (o.enquiryId ? [o.enquiryId] : []));

    const killed = instances[1] as Instance;
    const started = performance.now();
    const loading = mixedLoad({ baseUrl: nginx.url, tourCode: TOUR, ...LOAD });
    await sleep(LOAD.killAtS * 1000);
    const killedAt = performance.now();
    await killed.kill();
    await sleep((LOAD.restartAtS - LOAD.killAtS) * 1000);
    const restartReadyMs = await killed.start();
    const backAt = performance.now();
    const outcomes = await loading;
    const seconds = (performance.now() - started) / 1000;

    const acknowledged = [...limitIds, ...outcomes.flatMap((o) => (o.enquiryId ? [o.enquiryId] : []))];
    const storage = await openStorage(scratch.options);
    cleanups.push(() => storage.close());
    const stored = new Set((await storage.listEnquiries({ tourCode: TOUR })).map((e) => e.id));
    for (let i = 0; i < 60 && (await storage.outboxCounts()).pending > 0; i++) await sleep(1000);
    const failed = outcomes.filter((o) => o.status === 0 || o.status >= 500);
    const report: Report = {
      importMs,
      restartReadyMs,
      ...visit,
      oneInstanceRps: one.rps,
      oneInstanceP99Ms: one.p99Ms,
      threeInstancesRps: three.rps,
      threeInstancesP99Ms: three.p99Ms,
      ...limitReport(limit),
      mixedRequests: outcomes.length,
      mixedRps: Math.round(outcomes.length / seconds),
      mixedP99Ms: percentileMs(outcomes, 99),
      mixedErrors: failed.length,
      mixedErrorsOutsideKill: errorsOutsideKill(outcomes, killedAt, backAt, killed).length,
      enquiriesAcknowledged: acknowledged.length,
      enquiriesLost: acknowledged.filter((id) => !stored.has(id)).length,
      enquiriesRefused429: outcomes.filter((o) => o.kind === 'enquiry' && o.status === 429).length,
      ...checkDeliveries(acknowledged, webhook.deliveries),
    };
    return { verdict: verdict(report), ...report };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}
