import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Tour } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openStorage } from '@tourview/storage';
import { scratchStorage } from '@tourview/storage/testing';
import { startCompiledServer } from './compiled-server.js';

const CONNECTIONS = 100;
const SECONDS = 6;
const XSRF = {
  cookie: 'XSRF-TOKEN=bench-token',
  'x-xsrf-token': 'bench-token',
  'content-type': 'application/json',
};

/** The sample tour at realistic size: 12 rooms with links, info points and a long description. */
function benchTour(): Tour {
  const ids = Array.from({ length: 12 }, (_, i) => `room-${i}`);
  const scenes = ids.map((id, i) => ({
    id,
    title: `Room ${i}`,
    description: `Room ${i}, bright, with a view over the garden.`,
    panorama: {
      levels: [512, 1024, 2048].map((size) => ({ tileSize: 512, size })),
      tileUrl: `tours/bench/b1/${id}/{z}/{f}/{y}_{x}.webp`,
      preview: { url: `tours/bench/b1/${id}/preview.webp`, faceSize: 64 },
    },
    thumbnail: `tours/bench/b1/${id}/thumb.webp`,
    initialView: { yaw: 0, pitch: 0, fov: 75 },
    links: [ids[(i + 1) % ids.length] ?? id, ids[(i + 11) % ids.length] ?? id].map((target, k) => ({
      target,
      yaw: k ? -90 : 90,
      pitch: -5,
    })),
    infos: [{ id: 'note', yaw: 30, pitch: 0, title: 'Detail', text: 'Oak floor, laid in 2021.' }],
  }));
  const sample = sampleTour('bench-tour');
  return sampleTour('bench-tour', {
    title: 'Family house with garden',
    property: {
      ...sample.property,
      description: 'A light, quiet family house. '.repeat(40).trim(),
      agent: { ...sample.property.agent, email: 'alex@homes.example' },
    },
    startScene: 'room-0',
    scenes,
  });
}

/** CPU time (user + system, ms) a process has used so far, where the system tells it. */
function processCpuMs(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return null;
  // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (10 ms).
  const fields = readFileSync(stat, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One autocannon run. Besides throughput and latency it reports the server's CPU time per
 * request and how busy the load generator was: the two share this machine's cores, and at a
 * fixed number of connections the mean latency is connections / throughput (Little's law),
 * so a saturated generator shows up as server latency it did not cause.
 */
async function cannon(server: ChildProcess, options: autocannon.Options): Promise<Record<string, number>> {
  const serverBefore = processCpuMs(server.pid);
  const selfBefore = process.cpuUsage();
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const self = process.cpuUsage(selfBefore);
  const serverAfter = processCpuMs(server.pid);
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  const seconds = typeof options.duration === 'number' ? options.duration : SECONDS;
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: Math.round(result.latency.average * 10) / 10,
    ...(serverBefore !== null && serverAfter !== null
      ? { serverCpuUsPerRequest: Math.round(((serverAfter - serverBefore) * 1000) / result.requests.total) }
      : {}),
    loadGeneratorCpuPercent: Math.round((self.user + self.system) / (seconds * 10_000)),
  };
}

/** What each run adds to the report's original keys. */
const CPU_KEYS = ['meanMs', 'serverCpuUsPerRequest', 'loadGeneratorCpuPercent'];

/** `keys` of one run's result as report keys named after the run (`getTourMeanMs`). */
function reportKeys(run: string, result: Record<string, number>, keys: string[]): Record<string, number> {
  return Object.fromEntries(
    keys
      .filter((key) => result[key] !== undefined)
      .map((key) => [`${run}${key.charAt(0).toUpperCase()}${key.slice(1)}`, result[key] ?? 0]),
  );
}

/** One engine: the tour from storage, the same JSON as a static file, and enquiry writes. */
async function benchDialect(dialect: 'sqlite' | 'postgres'): Promise<Record<string, number>> {
  const scratch = await scratchStorage(dialect);
  const storage = await openStorage(scratch.options);
  await storage.putTour(benchTour());
  const json = (await storage.getTourJson('bench-tour'))?.json ?? '';
  await storage.close();
  mkdirSync(join(scratch.options.dataDir, 'media', 'bench'), { recursive: true });
  // The media folder serves only the importer's file types: the same bytes go out as a text
  // file of one of them (captions), the static-file ceiling the API is compared against.
  writeFileSync(join(scratch.options.dataDir, 'media', 'bench', 'tour-record.vtt'), json);
  const env = {
    DATA_DIR: scratch.options.dataDir,
    ...(scratch.options.databaseUrl ? { DATABASE_URL: scratch.options.databaseUrl } : {}),
    LOG_LEVEL: 'warn',
    ENQUIRY_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const server = await startCompiledServer(env);
  const run = async (options: autocannon.Options) => {
    // A route's first requests compile code and fill caches; each run is measured warm.
    await cannon(server.child, { ...options, duration: 1 });
    return cannon(server.child, options);
  };
  try {
    const tour = await run({ url: `${server.url}/api/public/tours/bench-tour` });
    // What browsers send: the tour goes out compressed.
    const compressed = await run({
      url: `${server.url}/api/public/tours/bench-tour`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const file = await run({ url: `${server.url}/media/bench/tour-record.vtt` });
    const body = JSON.stringify({
      name: 'Bench',
      email: 'b@example.com',
      message: 'Hi',
      consent: true,
      recaptchaToken: 't',
    });
    const enquiry = await run({
      url: `${server.url}/api/public/tours/bench-tour/enquiries`,
      method: 'POST',
      headers: XSRF,
      body,
    });
    return {
      tourBytes: json.length,
      getTourRps: tour.rps ?? 0,
      getTourP50Ms: tour.p50Ms ?? 0,
      getTourP99Ms: tour.p99Ms ?? 0,
      staticFileRps: file.rps ?? 0,
      staticFileP99Ms: file.p99Ms ?? 0,
      getTourVsStatic: Math.round(((tour.rps ?? 0) / (file.rps || 1)) * 100) / 100,
      postEnquiryRps: enquiry.rps ?? 0,
      postEnquiryP50Ms: enquiry.p50Ms ?? 0,
      postEnquiryP99Ms: enquiry.p99Ms ?? 0,
      ...reportKeys('getTour', tour, CPU_KEYS),
      ...reportKeys('getTourCompressed', compressed, ['rps', 'p50Ms', 'p99Ms', ...CPU_KEYS]),
      ...reportKeys('staticFile', file, CPU_KEYS),
      ...reportKeys('postEnquiry', enquiry, CPU_KEYS),
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await scratch.remove();
  }
}

/**
 * API throughput and latency with autocannon at 100 connections on this machine, for SQLite
 * and PostgreSQL: GET tour, the same asking for compression as browsers do, the same JSON as
 * a static file from the same server (the ceiling), and POST enquiry (reCAPTCHA skipped by the
 * local preset, XSRF checked), each with the server's CPU time per request and the load
 * generator's CPU use. Target: GET tour at least 70% of the static file's throughput with p99
 * under 20 ms.
 */
export async function runApiBench(): Promise<Record<string, number | string>> {
  const report: Record<string, number | string> = {
    connections: CONNECTIONS,
    secondsPerRun: SECONDS,
    // The load generator runs on the same machine: how many cores there are, and how busy.
    cpus: availableParallelism(),
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
  for (const dialect of ['sqlite', 'postgres'] as const) {
    for (const [key, value] of Object.entries(await benchDialect(dialect)))
      report[`${dialect}.${key}`] = value;
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(await runApiBench(), null, 2));
