import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { PacedPostsOptions, PacedPostsResult } from './paced-posts.js';

function post(agent: Agent, url: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * POSTs at an even pace, one request every 1/`perSecond` s, and times each from the moment it
 * was due to the end of its answer, so a request that waits for a free connection or for a
 * late timer counts that wait. autocannon's fixed rate is not used for this: each of its
 * connections sends its whole second's share at once when the second starts, so the server
 * sees bursts at the ceiling rate, and it adds made-up samples for a 1 ms interval.
 */
async function pacedPosts(options: PacedPostsOptions): Promise<PacedPostsResult> {
  const { perSecond, seconds, warmupSeconds, connections, headers, bodies } = options;
  const url = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const warmup = Math.round(perSecond * warmupSeconds);
  const total = warmup + Math.round(perSecond * seconds);
  const latencies = new Float64Array(total - warmup);
  const failures: string[] = [];
  // Counted, not kept: holding every request's promise until the end kept thousands of
  // requests and answers alive, and the young-generation collections that copied them stalled
  // this process for 40–60 ms at a time, which the timings then charged to the server.
  let outstanding = 0;
  let allSent = false;
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const settle = () => {
    outstanding--;
    if (allSent && outstanding === 0) finish();
  };
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * perSecond) / 1000) + 1);
    for (; sent < due; sent++) {
      const index = sent;
      const dueAt = started + (index * 1000) / perSecond;
      outstanding++;
      post(agent, url, headers, bodies[index % bodies.length] ?? '').then(
        (status) => {
          if (status < 200 || status > 299) failures.push(`HTTP ${status}`);
          if (index >= warmup) latencies[index - warmup] = performance.now() - dueAt;
          settle();
        },
        (error: unknown) => {
          failures.push(String(error));
          settle();
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  allSent = true;
  if (outstanding > 0) await finished;
  const elapsed = (performance.now() - started) / 1000 - warmupSeconds;
  agent.destroy();
  if (failures.length > 0) throw new Error(`${failures.length} failed, first: ${failures[0]}`);
  latencies.sort();
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
  };
}

parentPort?.postMessage(await pacedPosts(workerData as PacedPostsOptions));
