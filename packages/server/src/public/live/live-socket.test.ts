import { randomUUID } from 'node:crypto';
import { LIVE_ENDED_CLOSE_CODE, LIVE_LIMITS, LIVE_REFUSED_CLOSE_CODE, type LiveView } from '@tourview/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { memoryFanout } from './live-fanout.js';
import { joinViewing, openParticipant } from './live-test-client.js';

const HALL: LiveView = { scene: 'hall', yaw: 10, pitch: 0, fov: 70 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live-viewing socket', () => {
  // The studio's revocations arrive on this fan-out, as in production.
  const fanout = memoryFanout();
  let t: TestApp;
  let origin: string;
  let n = 0;

  /** A new viewing of the demo tour with its secrets. */
  async function viewing(expiresInMs = 3_600_000) {
    n += 1;
    const secrets = {
      id: randomUUID(),
      hostKey: `host-key-${n}-abcdefghijkl`,
      guestToken: `guest-token-${n}-abcdefgh`,
    };
    await t.storage.createLiveViewing({
      ...secrets,
      tourCode: 'demo',
      hostName: 'Anna',
      createdBy: null,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    return secrets;
  }

  beforeAll(async () => {
    t = await startTestApp(
      'sqlite',
      { LIVE_ICE_SERVERS: '[{"urls":"turn:127.0.0.1:3478","username":"u","credential":"p"}]' },
      { live: fanout },
    );
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('lets the host key in as host and the guest token in as guest, with the ICE servers', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    expect(host.welcome).toMatchObject({ role: 'host', viewing: { tourCode: 'demo', hostName: 'Anna' } });
    expect(host.welcome.iceServers).toEqual([
      { urls: 'turn:127.0.0.1:3478', username: 'u', credential: 'p' },
    ]);
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    expect(guest.welcome.role).toBe('guest');
    const seen = await host.next('participants', (m) => m.participants.length === 2);
    expect(seen.participants.map((p) => [p.name, p.role])).toEqual([
      ['Anna', 'host'],
      ['Ben', 'guest'],
    ]);
    host.socket.close();
    guest.socket.close();
  });

  it('refuses a guessed secret, a guest token used as host key, and an expired viewing', async () => {
    const v = await viewing();
    const expired = await viewing(50);
    await sleep(60);
    for (const [role, secret] of [
      ['guest', 'guessed-secret-abcdefghijkl'],
      ['host', v.guestToken],
      ['guest', expired.guestToken],
    ] as const) {
      const p = await openParticipant(origin);
      p.send({ type: 'join', role, secret, name: 'Mallory' });
      expect(await p.next('error')).toMatchObject({ code: 'join_refused' });
      expect((await p.closed).code).toBe(LIVE_REFUSED_CLOSE_CODE);
    }
  });

  it('passes the host’s views to guests, throttled to 15 a second, the last one always', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    const started = performance.now();
    for (let i = 0; i < 50; i++) {
      host.send({ type: 'view', view: { ...HALL, yaw: i } });
      await sleep(10);
    }
    host.send({ type: 'view', view: { ...HALL, yaw: 49 } });
    const last = await guest.next('view', (m) => m.view.yaw === 49);
    const seconds = (performance.now() - started) / 1000;
    const views = guest.received.filter((m) => m.type === 'view');
    expect(last.from).toBe(host.welcome.you);
    expect(views.length).toBeLessThanOrEqual(Math.ceil(seconds * LIVE_LIMITS.viewsPerSecond) + 1);
    expect(views.length).toBeGreaterThan(3);
    expect(host.received.filter((m) => m.type === 'view')).toEqual([]);
    const late = await joinViewing(origin, 'guest', v.guestToken, 'Cleo');
    expect(late.welcome.view).toEqual({ ...HALL, yaw: 49 });
    for (const p of [host, guest, late]) p.socket.close();
  });

  it('lets a guest lead only while the host has handed it control, and the host take it back', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    guest.send({ type: 'view', view: HALL });
    expect(await guest.next('error')).toMatchObject({ code: 'not_allowed' });
    guest.send({ type: 'control', to: guest.welcome.you });
    expect(await guest.next('error')).toMatchObject({ code: 'not_allowed' });
    host.send({ type: 'control', to: guest.welcome.you });
    await guest.next('control', (m) => m.controller === guest.welcome.you);
    guest.send({ type: 'pointer', at: { yaw: 30, pitch: -5 } });
    expect(await host.next('pointer')).toMatchObject({ from: guest.welcome.you, at: { yaw: 30, pitch: -5 } });
    host.send({ type: 'view', view: HALL });
    expect(await host.next('error')).toMatchObject({ code: 'not_allowed' });
    host.send({ type: 'control', to: null });
    await guest.next('control', (m) => m.controller === null);
    guest.send({ type: 'pointer', at: null });
    expect(await guest.next('error')).toMatchObject({ code: 'not_allowed' });
    host.socket.close();
    guest.socket.close();
  });

  it('passes chat as text, five lines per ten seconds per person, and refuses markup-free junk', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    guest.send({ type: 'chat', text: '<img src=x onerror=alert(1)>' });
    expect(await host.next('chat')).toMatchObject({ name: 'Ben', text: '<img src=x onerror=alert(1)>' });
    for (let i = 0; i < LIVE_LIMITS.chatPerTenSeconds; i++) guest.send({ type: 'chat', text: `line ${i}` });
    expect(await guest.next('error')).toMatchObject({ code: 'rate_limited' });
    guest.send({ type: 'chat', text: 'bell\u0007' });
    expect(await guest.next('error')).toMatchObject({ code: 'bad_message' });
    host.socket.close();
    guest.socket.close();
  });

  it('closes a socket that sends a message over the size limit, and drops a flood', async () => {
    const v = await viewing();
    const big = await joinViewing(origin, 'guest', v.guestToken, 'Big');
    const watcher = await joinViewing(origin, 'guest', v.guestToken, 'Watcher');
    big.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(LIVE_LIMITS.messageBytes) }));
    expect((await big.closed).code).toBe(1009);
    // Only that socket closed: the server and the others in the viewing go on.
    await watcher.next('participants', (m) => !m.participants.some((p) => p.name === 'Big'));
    watcher.send({ type: 'chat', text: 'still here' });
    expect(await watcher.next('chat')).toMatchObject({ text: 'still here' });
    watcher.socket.close();
    const flood = await joinViewing(origin, 'guest', v.guestToken, 'Flood');
    for (let i = 0; i < LIVE_LIMITS.messageBurst + 50; i++)
      flood.send({ type: 'status', following: true, voice: false, muted: true });
    expect(await flood.next('error')).toMatchObject({ code: 'rate_limited' });
    flood.socket.close();
  });

  it('relays voice signalling to one participant, and ends the viewing for all when the host ends it', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    const other = await joinViewing(origin, 'guest', v.guestToken, 'Cleo');
    const offer = { description: { type: 'offer' as const, sdp: 'v=0 fake' } };
    host.send({ type: 'signal', to: guest.welcome.you, signal: offer });
    expect(await guest.next('signal')).toEqual({ type: 'signal', from: host.welcome.you, signal: offer });
    guest.send({ type: 'end' });
    expect(await guest.next('error')).toMatchObject({ code: 'not_allowed' });
    host.send({ type: 'end' });
    for (const p of [host, guest, other]) {
      expect(await p.next('ended')).toEqual({ type: 'ended', reason: 'host' });
      expect((await p.closed).code).toBe(LIVE_ENDED_CLOSE_CODE);
    }
    expect(other.received.some((m) => m.type === 'signal')).toBe(false);
    const again = await openParticipant(origin);
    again.send({ type: 'join', role: 'guest', secret: v.guestToken, name: 'Ben' });
    expect(await again.next('error')).toMatchObject({ code: 'join_refused' });
  });

  it('ends a viewing once when two hosts (two tabs) end it at the same moment', async () => {
    const v = await viewing();
    const tabs = [
      await joinViewing(origin, 'host', v.hostKey, 'Anna'),
      await joinViewing(origin, 'host', v.hostKey, 'Anna'),
    ];
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    for (const tab of tabs) tab.send({ type: 'end' });
    for (const p of [...tabs, guest]) {
      expect((await p.closed).code).toBe(LIVE_ENDED_CLOSE_CODE);
      expect(p.received.filter((m) => m.type === 'ended')).toEqual([{ type: 'ended', reason: 'host' }]);
      expect(p.received.filter((m) => m.type === 'error')).toEqual([]);
    }
    expect((await t.storage.liveViewing(v.id))?.endedAt).not.toBeNull();
  });

  it('closes the host’s socket and the guests’ when the studio revokes the viewing', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const guest = await joinViewing(origin, 'guest', v.guestToken, 'Ben');
    await t.storage.endLiveViewing(v.id);
    fanout.publish(v.id, { kind: 'end', reason: 'revoked' });
    for (const p of [host, guest]) {
      expect(await p.next('ended')).toEqual({ type: 'ended', reason: 'revoked' });
      expect((await p.closed).code).toBe(LIVE_ENDED_CLOSE_CODE);
    }
    const again = await openParticipant(origin);
    again.send({ type: 'join', role: 'host', secret: v.hostKey, name: 'Anna' });
    expect(await again.next('error')).toMatchObject({ code: 'join_refused' });
  });

  it('takes names as text only: markup passes as text, control and reordering characters are refused', async () => {
    const v = await viewing();
    const host = await joinViewing(origin, 'host', v.hostKey, 'Anna');
    const marked = await joinViewing(origin, 'guest', v.guestToken, '<b onclick=x>Ben</b>');
    expect(marked.welcome.participants.map((p) => p.name)).toContain('<b onclick=x>Ben</b>');
    for (const name of ['Ben\u202Enip', 'Ben\u0000', '\u200B\u200B']) {
      const p = await openParticipant(origin);
      p.send({ type: 'join', role: 'guest', secret: v.guestToken, name });
      expect(await p.next('error')).toMatchObject({ code: 'bad_message' });
      expect(p.received.some((m) => m.type === 'welcome')).toBe(false);
      p.socket.close();
    }
    host.socket.close();
    marked.socket.close();
  });
});
