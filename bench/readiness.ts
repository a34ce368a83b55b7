import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sparePort } from '@tourview/server/testing';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** An instance must answer readiness within this after its process starts (issue 30). */
const BUDGET_MS = 1500;
const RUNS = 5;

/** How each way of running an instance starts it. */
const MODES = {
  // `npm run serve`: the compiled server (`npm run bench` builds it first).
  compiled: ['packages/server/dist/server.js'],
  // What instances ran before the production build: the sources through tsx.
  tsx: ['--conditions=tourview-source', '--import', 'tsx', 'packages/server/src/server.ts'],
} as const;

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts one instance and measures until `/api/public/ready` first answers 200; then kills it. */
async function timeToReady(args: readonly string[], dataDir: string): Promise<{ ms: number; cpuMs: number }> {
  const port = await sparePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/public/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) return { ms: Math.round(performance.now() - started), cpuMs: cpuMs(child.pid ?? 0) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGKILL');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** CPU time (user + system, ms) of the finished children this process has waited for. */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * CPU time of `node -e 0`: what starting Node alone costs on this machine now. On a busy
 * machine every process's CPU time grows (shared caches and cores), so `cpuMs` is read
 * against this yardstick.
 */
function nodeBootCpuMs(): number {
  const runs = Array.from({ length: RUNS }, () => {
    const before = childrenCpuMs();
    spawnSync(process.execPath, ['-e', '0']);
    return childrenCpuMs() - before;
  });
  return median(runs);
}

/**
 * How soon an instance answers readiness after its process starts, as when an orchestrator
 * restarts a killed one: the compiled server against the sources through tsx, each started
 * `RUNS` times over an already migrated SQLite database with the studio on (the default),
 * medians. CPU time is reported beside wall time: on a busy machine the wall time is mostly
 * waiting for a core, the CPU time is what the start costs (`nodeBootCpuMs`, Node's own start,
 * shows how much the machine's load inflates it).
 */
export async function runReadinessBench(): Promise<Record<string, number | string>> {
  const report: Record<string, number | string> = {
    budgetMs: BUDGET_MS,
    cpus: availableParallelism(),
    loadAverage1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    nodeBootCpuMs: nodeBootCpuMs(),
  };
  for (const [mode, args] of Object.entries(MODES)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tourview-readiness-'));
    try {
      await timeToReady(args, dataDir); // migrates the new database
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await timeToReady(args, dataDir));
      report[`${mode}.readyMs`] = median(runs.map((r) => r.ms));
      report[`${mode}.cpuMs`] = median(runs.map((r) => r.cpuMs));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  report.loadAverage1mAfter = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  report.verdict = Number(report['compiled.readyMs']) <= BUDGET_MS ? 'ok' : 'over budget';
  return report;
}
