import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_LIMITS, type LiveView } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import type { BenchParticipant } from './bench-participant.js';

/** The p-th percentile (0–1) of `values`, to a tenth. */
export function percentileMs(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return Math.round((sorted[at] ?? Number.NaN) * 10) / 10;
}

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function usage(pid: number): { cpuS: number; rssMiB: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuS: ticks / 100, rssMiB: rssKiB / 1024 };
}

/** The summed usage of several processes. */
export function usageOf(pids: readonly number[]): { cpuS: number; rssMiB: number } {
  return pids.map(usage).reduce((a, b) => ({ cpuS: a.cpuS + b.cpuS, rssMiB: a.rssMiB + b.rssMiB }));
}

/** Starts a viewing of a tour (the demo) in the instances' database; answers its secrets. */
export async function newViewing(
  dataDir: string,
  tourCode = 'demo',
  hostName = 'Anna',
): Promise<{ hostKey: string; guestToken: string }> {
  const storage = await openStorage({ dataDir });
  const secrets = { hostKey: randomUUID() + randomUUID(), guestToken: randomUUID() + randomUUID() };
  const now = new Date();
  await storage.createLiveViewing({
    id: randomUUID(),
    tourCode,
    hostName,
    ...secrets,
    createdBy: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await storage.close();
  return secrets;
}

/** The host turns at 15 views a second; every yaw is unique, so arrival times pair with send times. */
export async function hostTurns(
  host: BenchParticipant,
  count: number,
  step = 0.5,
): Promise<Map<number, number>> {
  const sent = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const yaw = Math.round((-179 + ((i * step) % 358)) * 100) / 100;
    const view: LiveView = { scene: 'living', yaw, pitch: 0, fov: 70 };
    sent.set(yaw, performance.now());
    host.send({ type: 'view', view });
    await sleep(1000 / LIVE_LIMITS.viewsPerSecond + 1);
  }
  await sleep(300);
  return sent;
}

/** Records when each view (by its yaw) reaches `guest`, from now on. */
export function latencies(guest: BenchParticipant): Map<number, number> {
  const arrived = new Map<number, number>();
  guest.onMessage = (message, at) => {
    if (message.type === 'view') arrived.set(message.view.yaw, at);
  };
  return arrived;
}

/** Send → arrival delays of every view that arrived. */
export function delays(sent: Map<number, number>, arrived: Map<number, number>[]): number[] {
  return arrived.flatMap((guest) =>
    [...guest].flatMap(([yaw, at]) => {
      const from = sent.get(yaw);
      return from === undefined ? [] : [at - from];
    }),
  );
}
