import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sparePort, startLocalRedis } from '@tourview/server/testing';
import { serverInstance, type Instance } from './cluster/instances.js';
import { startNginx, type LoadBalancer } from './cluster/nginx.js';
import { benchParticipant, type BenchParticipant } from './live/bench-participant.js';
import { crowdAcrossInstances } from './live/crowd.js';
import { delays, hostTurns, latencies, newViewing, percentileMs, usage } from './live/measure.js';

const APP_DIST = fileURLToPath(new URL('../packages/app/dist', import.meta.url));
const SAMPLES = 150;
const CROWD = 200;
const KILLED_GUESTS = 50;
const SPREAD_CROWD = 2_000;

type Report = Record<string, number | string>;

/**
 * `npm run bench live`: live viewings on compiled instances over one Redis behind nginx. Host
 * move → guest update across instances; one host and 200 guests on one instance (CPU and memory
 * per guest, messages per second); 2,000 guests spread over three instances, one of which is
 * killed; a killed instance's guests reconnecting.
 */
export async function runLiveBench(): Promise<Report> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tourview-bench-live-'));
  const nginxDirs: string[] = [];
  const redis = await startLocalRedis();
  const env = {
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    APP_DIST_DIR: APP_DIST,
    STUDIO_PORT: 'off',
    LOG_LEVEL: 'warn',
    STUDIO_JOB_CONCURRENCY: '0',
    // nginx passes each simulated client's own address on, as in production behind one proxy.
    TRUST_PROXY: '1',
  };
  const loadBefore = loadavg()[0] ?? 0;
  const instances: Instance[] = [
    serverInstance(await sparePort(), env),
    serverInstance(await sparePort(), env),
    serverInstance(await sparePort(), env),
  ];
  const balancers: LoadBalancer[] = [];
  const participants: BenchParticipant[] = [];
  try {
    for (const instance of instances) await instance.start();
    for (const instance of instances.slice(0, 2)) {
      const dir = await mkdtemp(join(tmpdir(), 'tourview-bench-live-nginx-'));
      nginxDirs.push(dir);
      balancers.push(
        await startNginx(dir, { all: await sparePort(), single: await sparePort() }, [instance.port]),
      );
    }
    const [viaA, viaB] = balancers.map((b) => b.url) as [string, string];
    const [a, b, c] = instances as [Instance, Instance, Instance];

    // Host move → guest update, host and guest on different instances.
    const first = await newViewing(dataDir);
    const host = await benchParticipant(viaA, {
      type: 'join',
      role: 'host',
      secret: first.hostKey,
      name: 'Anna',
    });
    const guest = await benchParticipant(viaB, {
      type: 'join',
      role: 'guest',
      secret: first.guestToken,
      name: 'Ben',
    });
    participants.push(host, guest);
    const arrived = latencies(guest);
    await sleep(300);
    const across = delays(await hostTurns(host, SAMPLES), [arrived]);

    // One host and 200 guests on one instance.
    const crowdViewing = await newViewing(dataDir);
    const pidA = a.pid() ?? 0;
    const before = usage(pidA);
    const crowdHost = await benchParticipant(viaA, {
      type: 'join',
      role: 'host',
      secret: crowdViewing.hostKey,
      name: 'Anna',
    });
    const crowd: BenchParticipant[] = [];
    for (let i = 0; i < CROWD; i++)
      crowd.push(
        await benchParticipant(viaA, {
          type: 'join',
          role: 'guest',
          secret: crowdViewing.guestToken,
          name: `Guest ${i}`,
        }),
      );
    participants.push(crowdHost, ...crowd);
    await sleep(1_000);
    const joined = usage(pidA);
    const crowdArrivals = crowd.map(latencies);
    const moving = usage(pidA);
    const started = performance.now();
    const crowdSent = await hostTurns(crowdHost, SAMPLES);
    const seconds = (performance.now() - started) / 1000;
    const after = usage(pidA);
    const crowdDelays = delays(crowdSent, crowdArrivals);

    for (const p of [crowdHost, ...crowd]) p.close();

    // 2,000 guests over three instances; the third is killed at the end.
    const spreadDir = await mkdtemp(join(tmpdir(), 'tourview-bench-live-nginx-'));
    nginxDirs.push(spreadDir);
    const spread = await startNginx(spreadDir, { all: await sparePort(), single: await sparePort() }, [
      a.port,
      b.port,
      c.port,
    ]);
    balancers.push(spread);
    const spreadCrowd = await crowdAcrossInstances({
      dataDir,
      balancer: spread.url,
      instances: [a, b, c],
      guests: SPREAD_CROWD,
    });

    // A killed instance: its guests reconnect through their balancer, which now finds only the other.
    const third = await newViewing(dataDir);
    const survivorHost = await benchParticipant(viaA, {
      type: 'join',
      role: 'host',
      secret: third.hostKey,
      name: 'Anna',
    });
    const bothDir = await mkdtemp(join(tmpdir(), 'tourview-bench-live-nginx-'));
    nginxDirs.push(bothDir);
    const both = await startNginx(bothDir, { all: await sparePort(), single: await sparePort() }, [
      b.port,
      a.port,
    ]);
    balancers.push(both);
    const onB: BenchParticipant[] = [];
    for (let i = 0; i < KILLED_GUESTS; i++)
      onB.push(
        // Joined on B alone; they rejoin through the side that spreads over B and A.
        await benchParticipant(
          both.singleUrl,
          { type: 'join', role: 'guest', secret: third.guestToken, name: `B ${i}` },
          both.url,
        ),
      );
    participants.push(survivorHost, ...onB);
    const killedAt = performance.now();
    await b.kill();
    const back = await Promise.all(
      onB.map(async (p) => {
        const deadline = killedAt + 10_000;
        while (p.welcomes.length < 2 && performance.now() < deadline) await sleep(20);
        return (p.welcomes[1] ?? Number.POSITIVE_INFINITY) - killedAt;
      }),
    );
    const resumed = onB.map(latencies);
    survivorHost.send({ type: 'view', view: { scene: 'living', yaw: 33.3, pitch: 0, fov: 70 } });
    await sleep(2_000);
    return {
      loadAverageBefore: Math.round(loadBefore * 100) / 100,
      loadAverageAfter: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      acrossInstancesP50Ms: percentileMs(across, 0.5),
      acrossInstancesP95Ms: percentileMs(across, 0.95),
      acrossInstancesSamples: across.length,
      crowdGuests: CROWD,
      crowdP95Ms: percentileMs(crowdDelays, 0.95),
      crowdMessagesPerSecond: Math.round(crowdDelays.length / seconds),
      crowdCpuPercentMoving: Math.round(((after.cpuS - moving.cpuS) / seconds) * 1000) / 10,
      crowdCpuMsPerGuestJoin: Math.round(((joined.cpuS - before.cpuS) / CROWD) * 1000 * 10) / 10,
      crowdRssKiBPerGuest: Math.round(((joined.rssMiB - before.rssMiB) * 1024) / CROWD),
      killedInstanceGuests: KILLED_GUESTS,
      killedInstanceReconnectedMaxMs: Math.round(Math.max(...back)),
      killedInstanceGuestsFollowingAgain: resumed.filter((arrived) => arrived.has(33.3)).length,
      ...Object.fromEntries(
        Object.entries(spreadCrowd).map(([key, value]) => [
          `spread${key[0]?.toUpperCase()}${key.slice(1)}`,
          value,
        ]),
      ),
    };
  } finally {
    for (const p of participants) p.close();
    for (const balancer of balancers) await balancer.stop();
    for (const instance of instances) await instance.stop();
    await redis.stop();
    await rm(dataDir, { recursive: true, force: true });
    for (const dir of nginxDirs) await rm(dir, { recursive: true, force: true });
  }
}
