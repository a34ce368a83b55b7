import { sampleTour } from '@tourview/schema/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFanout, type LiveBusEvent } from '../public/live/live-fanout.js';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const SECRET_IN_FRAGMENT = /^https:\/\/tours\.example\/flat#live(-host)?=[A-Za-z0-9_-]{43}$/;

describe('starting and ending live viewings in the studio', () => {
  const fanout = memoryFanout();
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(
      'sqlite',
      { PUBLIC_ORIGIN: 'https://tours.example' },
      {
        endLiveViewing: (id) => fanout.publish(id, { kind: 'end', reason: 'revoked' }),
      },
    );
    editor = await t.accountWithSession('anna@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    await t.storage.putTour(sampleTour('flat'));
    await t.storage.setTours(editor.id, ['flat', 'unpublished']);
  });
  afterAll(() => t.close());

  const start = (session: string, tour = 'flat', body: object = { hostName: 'Anna', minutes: 30 }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/studio/tours/${tour}/live-viewings`,
      headers: t.headers(session),
      payload: body,
    });

  it('gives a member a host page and a guest link with secrets in the fragment, opening as their role', async () => {
    const res = await start(editor.session);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; hostUrl: string; guestUrl: string; expiresAt: string }>();
    expect(body.hostUrl).toMatch(SECRET_IN_FRAGMENT);
    expect(body.guestUrl).toMatch(SECRET_IN_FRAGMENT);
    expect(body.expiresAt).toBe(new Date(t.clock.now.getTime() + 30 * 60_000).toISOString());
    const hostKey = body.hostUrl.split('=')[1] ?? '';
    const guestToken = body.guestUrl.split('=')[1] ?? '';
    expect((await t.storage.openLiveViewing('host', hostKey, t.clock.now))?.id).toBe(body.id);
    expect((await t.storage.openLiveViewing('guest', guestToken, t.clock.now))?.hostName).toBe('Anna');
    const list = await t.app.inject({
      url: '/api/studio/tours/flat/live-viewings',
      headers: t.headers(editor.session),
    });
    expect(JSON.stringify(list.json())).not.toContain(guestToken);
  });

  it('refuses others, no session, an unpublished tour and a bad body', async () => {
    expect((await start(other.session)).json()).toMatchObject({ code: 'tour_not_found' });
    expect((await start('')).statusCode).toBe(401);
    expect((await start(editor.session, 'unpublished')).json()).toMatchObject({ code: 'tour_not_found' });
    expect((await start(editor.session, 'flat', { hostName: '', minutes: 30 })).statusCode).toBe(400);
    expect((await start(editor.session, 'flat', { hostName: 'Anna', minutes: 100_000 })).statusCode).toBe(
      400,
    );
  });

  it('ends a viewing for everyone in it: its links stop opening and every instance hears it', async () => {
    const started = (await start(editor.session)).json<{ id: string; guestUrl: string }>();
    const heard: LiveBusEvent[] = [];
    const stop = await fanout.subscribe(started.id, (event) => heard.push(event));
    const end = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/studio/tours/flat/live-viewings/${started.id}/end`,
        headers: t.headers(editor.session),
      });
    const first = await end();
    expect(first.statusCode).toBe(200);
    expect(first.json<{ endedAt: string }>().endedAt).toBe(t.clock.now.toISOString());
    expect((await end()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    stop();
    expect(heard).toEqual([{ kind: 'end', reason: 'revoked' }]);
    const token = started.guestUrl.split('=')[1] ?? '';
    expect(await t.storage.openLiveViewing('guest', token, t.clock.now)).toBeUndefined();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/studio/tours/flat/live-viewings/00000000-0000-4000-8000-000000000000/end',
      headers: t.headers(editor.session),
    });
    expect(missing.json()).toMatchObject({ code: 'live_viewing_not_found' });
  });

  const revocations = {
    'signs out everywhere': (account: { id: string; session: string }) => ({
      method: 'DELETE' as const,
      url: '/api/studio/sessions',
      headers: t.headers(account.session),
    }),
    'gets a new password': async (account: { id: string; session: string }) => ({
      method: 'PUT' as const,
      url: `/api/studio/users/${account.id}/password`,
      headers: t.headers((await admin()).session),
      payload: { password: 'a new long password 123' },
    }),
    'is removed': async (account: { id: string; session: string }) => ({
      method: 'DELETE' as const,
      url: `/api/studio/users/${account.id}`,
      headers: t.headers((await admin()).session),
    }),
  };
  let admins = 0;
  const admin = () => t.accountWithSession(`admin${++admins}@example.com`, 'admin');

  for (const [how, request] of Object.entries(revocations))
    it(`ends the viewings an account started when it ${how}: its host links stop too`, async () => {
      const leaving = await t.accountWithSession(`leaving-${how.replaceAll(' ', '-')}@example.com`, 'editor');
      await t.storage.setTours(leaving.id, ['flat']);
      const started = (await start(leaving.session)).json<{ id: string; hostUrl: string }>();
      const others = (await start(editor.session)).json<{ id: string }>();
      const heard: string[] = [];
      const stops = await Promise.all(
        [started.id, others.id].map((id) =>
          fanout.subscribe(id, (event) => heard.push(`${id}:${event.kind}`)),
        ),
      );
      const answer = await t.app.inject(await request(leaving));
      expect(answer.statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 10));
      for (const stop of stops) stop();
      expect(heard).toEqual([`${started.id}:end`]);
      const hostKey = started.hostUrl.split('=')[1] ?? '';
      expect(await t.storage.openLiveViewing('host', hostKey, t.clock.now)).toBeUndefined();
      expect((await t.storage.liveViewing(others.id))?.endedAt).toBeNull();
    });
});
