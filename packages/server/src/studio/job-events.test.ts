import { sampleTour } from '@tourview/schema/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const { property } = sampleTour();

/** Reads server-sent `job` events from a stream until `until` says stop; returns their data. */
async function readJobEvents(res: Response, until: (job: { state: string }) => boolean) {
  const events: { id: string; state: string; subject: string | null; progress: unknown }[] = [];
  if (!res.body) throw new Error('the answer has no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended after ${events.length} events`);
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('event: job\n')) continue;
      const job = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as (typeof events)[number];
      events.push(job);
      if (until(job)) {
        await reader.cancel();
        return events;
      }
    }
  }
}

describe('the studio’s live job events', () => {
  let t: StudioTestApp;
  let base: string;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp('sqlite');
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
  afterAll(() => t.close());

  const open = (session: string, code = 'quay-3') =>
    fetch(`${base}/api/studio/tours/${code}/jobs/events`, { headers: t.headers(session) });

  it('sends each job as it is queued, runs with progress and ends', async () => {
    const res = await open(editor.session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const by = { id: editor.id, email: 'ed@example.com' };
    const job = await t.storage.enqueueJob({
      kind: 'inspect',
      tourCode: 'quay-3',
      payload: { code: 'quay-3', name: 'kitchen.jpg' },
      createdBy: by,
    });
    const events = readJobEvents(res, (j) => j.state === 'done');
    const worker = 'test-worker';
    // Each step waits longer than the stream's look interval, so every state is seen.
    await new Promise((r) => setTimeout(r, 700));
    await t.storage.claimJobs({ worker, limit: 1, leaseMs: 30_000, now: new Date() });
    await new Promise((r) => setTimeout(r, 700));
    await t.storage.heartbeatJob(job.id, worker, { fraction: 0.5, message: 'checking' }, 30_000, new Date());
    await new Promise((r) => setTimeout(r, 700));
    await t.storage.finishJob(job.id, worker, { result: null }, new Date());
    const seen = await events;
    expect(seen.every((e) => e.id === job.id && e.subject === 'kitchen.jpg')).toBe(true);
    expect(seen.map((e) => e.state)).toEqual(['queued', 'running', 'running', 'done']);
    expect(seen[2]?.progress).toEqual({ fraction: 0.5, message: 'checking' });
    expect(seen[3]?.progress).toEqual({ fraction: 1, message: 'Done' });
  });

  it('starts a new stream with the jobs there are, and lists them', async () => {
    const res = await open(editor.session);
    const [first] = await readJobEvents(res, () => true);
    expect(first).toMatchObject({ state: 'done', subject: 'kitchen.jpg' });
    const list = await t.app.inject({
      url: '/api/studio/tours/quay-3/jobs',
      headers: t.headers(editor.session),
    });
    expect(list.json()).toMatchObject({ jobs: [{ id: first?.id, state: 'done' }] });
  });

  it('answers 404 to an editor of other tours and 401 without a session', async () => {
    const notTheirs = await open(other.session);
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ code: 'tour_not_found' });
    const anonymous = await fetch(`${base}/api/studio/tours/quay-3/jobs/events`);
    expect(anonymous.status).toBe(401);
  });
});
