import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobEventTiming } from './job-events.js';
import { jobEventReader } from './testing/job-event-reader.js';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const { property } = sampleTour();

/** Quick enough that every step of a job and every lost access shows within a test. */
const QUICK: JobEventTiming = { pollMs: 20, keepAliveMs: 60_000, recheckMs: 20 };

type Member = { id: string; session: string };

describe.each(DIALECTS)('the studio’s live job events, on %s', (dialect) => {
  let t: StudioTestApp;
  let base: string;
  let editor: Member;
  let other: Member;
  beforeAll(async () => {
    t = await startStudioTestApp(dialect, {}, { jobEventTiming: QUICK });
    editor = await t.accountWithSession('ed@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    await t.app.inject({
      method: 'POST',
      url: '/api/studio/tours',
      headers: t.headers(editor.session),
      payload: { code: 'quay-3', title: 'Quay', property },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // fetch keeps the sockets of aborted event streams open, which would hold the close.
    t.app.server.closeAllConnections();
    await t.close();
  });

  /** Opens a stream; its `abort` closes the connection (cancelling the body alone does not). */
  const open = async (session: string, tourCode = 'quay-3') => {
    const abort = new AbortController();
    const res = await fetch(`${base}/api/studio/tours/${tourCode}/jobs/events`, {
      headers: t.headers(session),
      signal: abort.signal,
    });
    return Object.assign(res, { abort });
  };
  /** A stream the server has answered 200 to and started sending. */
  const openedStream = async (session: string) => {
    const res = await open(session);
    expect(res.status).toBe(200);
    const stream = jobEventReader(res);
    await stream.started();
    return stream;
  };
  const member = async (email: string) => {
    const account = await t.accountWithSession(email, 'editor');
    await t.storage.setTours(account.id, ['quay-3']);
    return account;
  };

  it('sends each job as it is queued, runs with progress and ends', async () => {
    const res = await open(editor.session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = jobEventReader(res);
    const by = { id: editor.id, email: 'ed@example.com' };
    const job = await t.storage.enqueueJob({
      kind: 'inspect',
      tourCode: 'quay-3',
      payload: { code: 'quay-3', name: 'kitchen.jpg' },
      createdBy: by,
    });
    const worker = 'test-worker';
    // Each step waits for the event of the one before, so every state is seen.
    const seen = [await stream.next()];
    await t.storage.claimJobs({ worker, limit: 1, leaseMs: 30_000, now: new Date() });
    seen.push(await stream.next());
    await t.storage.heartbeatJob(job.id, worker, { fraction: 0.5, message: 'checking' }, 30_000, new Date());
    seen.push(await stream.next());
    await t.storage.finishJob(job.id, worker, { result: null }, new Date());
    seen.push(await stream.next());
    await stream.cancel();
    expect(seen.every((e) => e.id === job.id && e.subject === 'kitchen.jpg')).toBe(true);
    expect(seen.map((e) => e.state)).toEqual(['queued', 'running', 'running', 'done']);
    expect(seen[2]?.progress).toEqual({ fraction: 0.5, message: 'checking' });
    expect(seen[3]?.progress).toEqual({ fraction: 1, message: 'Done' });
  });

  it('starts a new stream with the jobs there are, and lists them', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/studio/tours',
      headers: t.headers(editor.session),
      payload: { code: 'dock-5', title: 'Dock', property },
    });
    const job = await t.storage.enqueueJob({
      kind: 'inspect',
      tourCode: 'dock-5',
      payload: { code: 'dock-5', name: 'hall.jpg' },
      createdBy: { id: editor.id, email: 'ed@example.com' },
    });
    const [claimed] = await t.storage.claimJobs({ worker: 'w', limit: 1, leaseMs: 30_000, now: new Date() });
    expect(claimed?.id).toBe(job.id);
    await t.storage.finishJob(job.id, 'w', { result: null }, new Date());
    const res = await open(editor.session, 'dock-5');
    const stream = jobEventReader(res);
    const first = await stream.next();
    await stream.cancel();
    expect(first).toMatchObject({ id: job.id, state: 'done', subject: 'hall.jpg' });
    const list = await t.app.inject({
      url: '/api/studio/tours/dock-5/jobs',
      headers: t.headers(editor.session),
    });
    expect(list.json()).toMatchObject({ jobs: [{ id: first.id, state: 'done' }] });
  });

  it('answers 404 to an editor of other tours and 401 without a session', async () => {
    const notTheirs = await open(other.session);
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ code: 'tour_not_found' });
    const anonymous = await fetch(`${base}/api/studio/tours/quay-3/jobs/events`);
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['signing out everywhere', 'out', (a: Member) => t.storage.endAllSessions(a.id)],
    ['removal from the tour', 'removed', (a: Member) => t.storage.setTours(a.id, [])],
    ['deletion of the account', 'deleted', (a: Member) => t.storage.removeAccount(a.id)],
  ])('ends a stream after %s, and refuses it again', async (_, name, end) => {
    const account = await member(`${name}@example.com`);
    const stream = await openedStream(account.session);
    await end(account);
    await stream.ended();
    expect([401, 404]).toContain((await open(account.session)).status);
  });

  it('holds at most four streams open per session', async () => {
    const account = await member('tabs@example.com');
    const streams = await Promise.all([1, 2, 3, 4].map(() => openedStream(account.session)));
    const fifth = await open(account.session);
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ code: 'too_many_streams' });
    const elsewhere = await openedStream(editor.session);
    await elsewhere.cancel();
    await streams.pop()?.cancel();
    // The slot comes back once the server saw the connection close.
    let again = await open(account.session);
    while (again.status === 429) {
      await again.body?.cancel();
      again = await open(account.session);
    }
    expect(again.status).toBe(200);
    const reopened = jobEventReader(again);
    await reopened.started();
    await Promise.all([...streams, reopened].map((s) => s.cancel()));
  });
});
