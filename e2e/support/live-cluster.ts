import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { sparePort, startLocalRedis } from '@tourview/server/testing';
import { startNginx } from '../../bench/cluster/nginx.js';
import { serverInstance } from '../../bench/cluster/instances.js';
import { newViewing } from '../../bench/live/measure.js';
import { startStack } from './stack.js';
import { startTurnServer } from './turn-server.js';

/** Two instances over one database and one Redis, the second behind nginx, and a TURN server. */
export interface LiveCluster {
  /** The first instance, straight. */
  first: string;
  /** The second instance, through nginx. */
  throughNginx: string;
  /** Starts a viewing of `tourCode` in storage and answers its secrets. */
  startViewing(tourCode: string, hostName: string): Promise<{ hostKey: string; guestToken: string }>;
  stop(): Promise<void>;
}

/** Starts the cluster; every voice connection must go through the TURN server (`relay`). */
export async function startLiveCluster(tours: Record<string, string>): Promise<LiveCluster> {
  const redis = await startLocalRedis();
  const turn = await startTurnServer();
  const live = {
    REDIS_URL: redis.url,
    LIVE_ICE_SERVERS: turn.iceServers,
    LIVE_ICE_TRANSPORT_POLICY: 'relay',
  };
  const stack = await startStack(live, tours);
  const second = serverInstance(await sparePort(), {
    ...live,
    APP_ENV: 'local',
    DATA_DIR: stack.dataDir,
    STUDIO_PORT: 'off',
    STUDIO_JOB_CONCURRENCY: '0',
    APP_DIST_DIR: join(import.meta.dirname, '../../packages/app/dist-test'),
  });
  await second.start();
  const nginxDir = await mkdtemp(join(tmpdir(), 'tourview-live-nginx-'));
  const nginx = await startNginx(nginxDir, { all: await sparePort(), single: await sparePort() }, [
    second.port,
  ]);
  return {
    first: stack.baseUrl,
    throughNginx: nginx.url,
    startViewing: (tourCode, hostName) => newViewing(stack.dataDir, tourCode, hostName),
    async stop() {
      await nginx.stop();
      await second.stop();
      await stack.stop();
      await turn.stop();
      await redis.stop();
      await rm(nginxDir, { recursive: true, force: true });
    },
  };
}
