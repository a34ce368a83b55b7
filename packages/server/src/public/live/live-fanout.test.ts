import { randomUUID } from 'node:crypto';
import { openStorage, type Storage } from '@tourview/storage';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { startLocalRedis, type LocalRedis } from '../../testing/local-redis.js';
import { scratchEnv } from '../../testing/test-app.js';
import { buildApp } from '../public-app.js';
import { joinViewing } from './live-test-client.js';

const HALL = { scene: 'hall', yaw: 10, pitch: 0, fov: 70 };

/** Two instances over one database and one Redis, as behind a load balancer. */
describe('a live viewing across two instances through Redis pub/sub', () => {
  let redis: LocalRedis;
  let remove: () => Promise<void>;
  const instances: { app: FastifyInstance; storage: Storage; origin: string }[] = [];
  let n = 0;

  async function viewing() {
    n += 1;
    const secrets = {
      id: randomUUID(),
      hostKey: `host-key-${n}-abcdefghijkl`,
      guestToken: `guest-token-${n}-abcdefgh`,
    };
    await instances[0]?.storage.createLiveViewing({
      ...secrets,
      tourCode: 'demo',
      hostName: 'Anna',
      createdBy: null,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return secrets;
  }

  async function startInstance() {
    const scratch = await scratchEnvOnce();
    const config = loadConfig({ ...scratch.env, REDIS_URL: redis.url });
    const storage = await openStorage({ dataDir: config.dataDir });
    const app = await buildApp({
      config,
      storage,
      logger: false,
      liveTiming: { heartbeatMs: 100, staleMs: 400 },
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, storage, origin });
    return { app, storage, origin };
  }

  let scratchOnce: Awaited<ReturnType<typeof scratchEnv>> | undefined;
  async function scratchEnvOnce() {
    scratchOnce ??= await scratchEnv('sqlite');
    remove = scratchOnce.remove;
    return scratchOnce;
  }

  beforeAll(async () => {
    redis = await startLocalRedis();
    await startInstance();
    await startInstance();
  });
  afterAll(async () => {
    for (const { app, storage } of instances) {
      await app.close();
      await storage.close();
    }
    await redis.stop();
    await remove();
  });

  const [a, b] = [() => instances[0]?.origin ?? '', () => instances[1]?.origin ?? ''];

  it('passes views, pointers, chat, control and signalling between a host on one and a guest on the other', async () => {
    const v = await viewing();
    const host = await joinViewing(a(), 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(b(), 'guest', v.guestToken, 'Ben');
    await host.next('participants', (m) => m.participants.some((p) => p.name === 'Ben'));
    host.send({ type: 'view', view: HALL });
    expect(await guest.next('view')).toMatchObject({ from: host.welcome.you, view: HALL });
    host.send({ type: 'control', to: guest.welcome.you });
    await guest.next('control', (m) => m.controller === guest.welcome.you);
    guest.send({ type: 'pointer', at: { yaw: 5, pitch: 5 } });
    expect(await host.next('pointer')).toMatchObject({ from: guest.welcome.you });
    guest.send({
      type: 'signal',
      to: host.welcome.you,
      signal: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' } },
    });
    expect(await host.next('signal')).toMatchObject({ from: guest.welcome.you });
    guest.send({ type: 'chat', text: 'Hello from B' });
    expect(await host.next('chat')).toMatchObject({ name: 'Ben', text: 'Hello from B' });
    const late = await joinViewing(b(), 'guest', v.guestToken, 'Cleo');
    expect(late.welcome.view).toEqual(HALL);
    host.send({ type: 'end' });
    expect(await guest.next('ended')).toEqual({ type: 'ended', reason: 'host' });
    expect(await late.next('ended')).toEqual({ type: 'ended', reason: 'host' });
  });

  it('gives a guest that reconnects to another instance the current view, and forgets a dead instance’s guests', async () => {
    const v = await viewing();
    const host = await joinViewing(a(), 'host', v.hostKey, 'Anna');
    host.send({ type: 'view', view: HALL });
    const third = await startInstance();
    const guest = await joinViewing(third.origin, 'guest', v.guestToken, 'Ben');
    expect(guest.welcome.view ?? (await guest.next('view')).view).toEqual(HALL);
    await host.next('participants', (m) => m.participants.some((p) => p.name === 'Ben'));
    // The instance dies without a goodbye: its roster stops, and the host's list drops Ben.
    await third.app.close();
    await host.next('participants', (m) => !m.participants.some((p) => p.name === 'Ben'), 3_000);
    host.socket.close();
  });
});
