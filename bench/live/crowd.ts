import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_LIMITS, type LiveView } from '@tourview/schema';
import type { Instance } from '../cluster/instances.js';
import { benchParticipant, type BenchParticipant } from './bench-participant.js';
import { delays, hostTurns, latencies, newViewing, percentileMs, usageOf } from './measure.js';

/** Guests that open their sockets at once while the crowd joins. */
const JOINING_AT_ONCE = 50;
const SAMPLES = 150;

type Report = Record<string, number | string>;

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

async function joinCrowd(through: string, guestToken: string, count: number): Promise<BenchParticipant[]> {
  const crowd: BenchParticipant[] = [];
  for (let first = 0; first < count; first += JOINING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(JOINING_AT_ONCE, count - first) }, (_, i) =>
      benchParticipant(through, {
        type: 'join',
        role: 'guest',
        secret: guestToken,
        name: `Guest ${first + i}`,
      }),
    );
    crowd.push(...(await Promise.all(batch)));
  }
  return crowd;
}

/** Views that reach the guests while the host sends the same view again and again for a second. */
async function unchangedViewsDelivered(host: BenchParticipant, crowd: BenchParticipant[]): Promise<number> {
  let views = 0;
  for (const guest of crowd)
    guest.onMessage = (message) => {
      if (message.type === 'view') views += 1;
    };
  const still: LiveView = { scene: 'living', yaw: 12.34, pitch: 0, fov: 70 };
  host.send({ type: 'view', view: still });
  await sleep(500);
  views = 0;
  for (let i = 0; i < 30; i++) {
    host.send({ type: 'view', view: still });
    await sleep(33);
  }
  await sleep(300);
  return views;
}

/** Kills the last instance; measures how soon its guests are back and whether they follow again. */
async function killOne(host: BenchParticipant, crowd: BenchParticipant[], victim: Instance): Promise<Report> {
  const welcomed = crowd.map((guest) => guest.welcomes.length);
  const killedAt = performance.now();
  await victim.kill();
  await sleep(1_000);
  const dropped = crowd.filter((guest) => guest.drops > 0);
  const deadline = killedAt + 20_000;
  const back = await Promise.all(
    dropped.map(async (guest) => {
      const before = welcomed[crowd.indexOf(guest)] ?? 0;
      while (guest.welcomes.length <= before && performance.now() < deadline) await sleep(20);
      return (guest.welcomes[before] ?? Number.POSITIVE_INFINITY) - killedAt;
    }),
  );
  const resumed = dropped.map(latencies);
  host.send({ type: 'view', view: { scene: 'living', yaw: 44.4, pitch: 0, fov: 70 } });
  await sleep(2_000);
  const failures = new Map<string, number>();
  for (const guest of dropped)
    for (const [why, times] of guest.failures) failures.set(why, (failures.get(why) ?? 0) + times);
  return {
    killedInstanceGuests: dropped.length,
    killedInstanceGuestsBack: back.filter(Number.isFinite).length,
    killedInstanceBackWithin5s: back.filter((ms) => ms <= 5_000).length,
    killedInstanceReconnectedP95Ms: round(percentileMs(back, 0.95)),
    killedInstanceReconnectedMaxMs: round(Math.max(0, ...back.filter(Number.isFinite))),
    killedInstanceGuestsFollowingAgain: resumed.filter((arrived) => arrived.has(44.4)).length,
    killedInstanceFailedAttempts:
      [...failures].map(([why, times]) => `${why}: ${times}`).join(', ') || 'none',
  };
}

/**
 * One host and `guests` lightweight socket clients (no browsers) in one viewing, spread by nginx
 * over three instances on one Redis: CPU and memory per guest (the three instances together),
 * views delivered per second against their bound (15 a second per guest), views delivered while
 * the host's view does not change, then one of the three killed with SIGKILL.
 */
export async function crowdAcrossInstances(options: {
  dataDir: string;
  /** nginx spreading new sockets over the three instances. */
  balancer: string;
  instances: Instance[];
  guests: number;
}): Promise<Report> {
  const { dataDir, balancer, instances, guests } = options;
  const pids = instances.map((instance) => instance.pid() ?? 0);
  const viewing = await newViewing(dataDir);
  const participants: BenchParticipant[] = [];
  try {
    const before = usageOf(pids);
    const host = await benchParticipant(balancer, {
      type: 'join',
      role: 'host',
      secret: viewing.hostKey,
      name: 'Anna',
    });
    participants.push(host);
    const joinStarted = performance.now();
    const crowd = await joinCrowd(balancer, viewing.guestToken, guests);
    participants.push(...crowd);
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    await sleep(2_000);
    const joined = usageOf(pids);

    const arrivals = crowd.map(latencies);
    const moving = usageOf(pids);
    const started = performance.now();
    const sent = await hostTurns(host, SAMPLES);
    const seconds = (performance.now() - started) / 1000;
    const after = usageOf(pids);
    const crowdDelays = delays(sent, arrivals);
    const perGuest = arrivals.map((arrived) => arrived.size / seconds);
    const cpuMoving = (after.cpuS - moving.cpuS) / seconds;

    const unchanged = await unchangedViewsDelivered(host, crowd);
    const killed = await killOne(host, crowd, instances.at(-1) as Instance);
    return {
      guests,
      instances: instances.length,
      joinSeconds: round(joinSeconds, 1),
      cpuMsPerGuestJoin: round(((joined.cpuS - before.cpuS) / guests) * 1000, 2),
      rssKiBPerGuest: round(((joined.rssMiB - before.rssMiB) * 1024) / guests),
      cpuPercentMoving: round(cpuMoving * 100, 1),
      cpuMsPerGuestSecondMoving: round((cpuMoving / guests) * 1000, 3),
      messagesPerSecond: round(crowdDelays.length / seconds),
      messagesPerSecondBound: LIVE_LIMITS.viewsPerSecond * guests,
      maxViewsPerGuestPerSecond: round(Math.max(...perGuest), 1),
      p50Ms: percentileMs(crowdDelays, 0.5),
      p95Ms: percentileMs(crowdDelays, 0.95),
      viewsDeliveredWhileUnchanged: unchanged,
      ...killed,
    };
  } finally {
    for (const p of participants) p.close();
  }
}
