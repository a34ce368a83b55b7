import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { largeBilingualDraft, sampleTour } from '@tourview/schema/testing';
import { openSourceStore } from '@tourview/storage';
import { DIALECTS } from '@tourview/storage/testing';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioTestApp, type StudioTestApp } from './testing/studio-test-app.js';

const { property } = sampleTour();

describe.each(DIALECTS)('the studio’s tours, drafts and versions, on %s', (dialect) => {
  let t: StudioTestApp;
  let admin: { id: string; session: string };
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    admin = await t.accountWithSession('admin@example.com', 'admin');
    editor = await t.accountWithSession('ed@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    // The editor's tour that most tests use, there whichever test runs first.
    await call('POST', '/tours', editor.session, { code: 'quay-3', title: 'Quay flat', property });
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, session?: string, payload?: object, extra = {}) =>
    t.app.inject({
      method,
      url: `/api/studio${url}`,
      headers: { ...t.headers(session), ...extra },
      ...(payload ? { payload } : {}),
    });

  it('creates a tour whose draft starts at revision 1, makes its editor a member, and audits it', async () => {
    const maker = await t.accountWithSession('maker@example.com', 'editor');
    const typed = {
      ...property,
      address: { ...property.address, country: ' nl ' },
      price: { ...property.price, currency: 'eur' },
    };
    const res = await call('POST', '/tours', maker.session, {
      code: 'wharf-2',
      title: 'Wharf flat',
      property: typed,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({
      code: 'wharf-2',
      revision: 1,
      manifest: {
        title: 'Wharf flat',
        scenes: [],
        property: { address: { country: 'NL' }, price: { currency: 'EUR' } },
      },
    });
    expect(await t.storage.toursOf(maker.id)).toEqual(['wharf-2']);
    const again = await call('POST', '/tours', admin.session, { code: 'wharf-2', title: 'Again', property });
    expect(again.json()).toMatchObject({ status: 409, code: 'tour_exists' });
    const listed = await call('GET', '/tours', maker.session);
    expect(listed.json()).toMatchObject({
      tours: [{ code: 'wharf-2', title: 'Wharf flat', published: false }],
    });
    const one = (await call('GET', '/tours/wharf-2', maker.session)).json();
    expect(one).toMatchObject({ published: false });
    expect(one.url).toMatch(/^https?:\/\/[^/]+\/wharf-2$/);
    const audit = await call('GET', '/audit', admin.session);
    expect(audit.json<{ entries: object[] }>().entries).toContainEqual(
      expect.objectContaining({ action: 'tour_created', target: 'wharf-2', actorEmail: 'maker@example.com' }),
    );
  });

  it('answers an editor the same “code not available” for any taken code; an admin learns it exists', async () => {
    await call('POST', '/tours', other.session, { code: 'others-1', title: 'Others', property });
    await call('POST', '/tours', editor.session, { code: 'mine-1', title: 'Mine', property });
    await t.storage.putTour(sampleTour('live-1'));
    const answers = await Promise.all(
      ['others-1', 'mine-1', 'live-1'].map((code) =>
        call('POST', '/tours', editor.session, { code, title: 'T', property }),
      ),
    );
    const shapes = answers.map((res) => {
      const { instance, ...body } = res.json<{ instance: string }>();
      return {
        status: res.statusCode,
        body,
        instance: instance.length,
        headers: Object.keys(res.headers).sort(),
      };
    });
    expect(shapes[0]).toMatchObject({ status: 409, body: { code: 'tour_code_unavailable' } });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(new Set(answers.map((res) => res.headers['content-length'])).size).toBe(1);
    const asAdmin = await call('POST', '/tours', admin.session, { code: 'others-1', title: 'T', property });
    expect(asAdmin.json()).toMatchObject({ status: 409, code: 'tour_exists' });
  });

  it('shows a finished job at progress 1, and a second publish queued behind the first', async () => {
    await call('POST', '/tours', editor.session, { code: 'pier-9', title: 'Pier', property });
    const publish = async () =>
      (await call('POST', '/tours/pier-9/publish', editor.session)).json<{ id: string }>();
    const queued = [await publish(), await publish()];
    // Another test's tour may have a publish queued too: only this tour's jobs count.
    const claimPier = async () =>
      (
        await t.storage.claimJobs({
          worker: 'w',
          limit: 10,
          leaseMs: 60_000,
          now: new Date(),
          kinds: ['publish'],
        })
      ).filter((job) => job.tourCode === 'pier-9');
    const claimed = await claimPier();
    // One at a time; two queued within one millisecond may start in either order.
    expect(claimed).toHaveLength(1);
    const first = queued.find((j) => j.id === claimed[0]?.id);
    const second = queued.find((j) => j !== first);
    if (!first || !second) throw new Error('the claimed job is not one of the two publishes');
    await t.storage.finishJob(first.id, 'w', { result: null, message: 'Published version 1' }, new Date());
    const shown = await call('GET', `/tours/pier-9/jobs/${first.id}`, editor.session);
    expect(shown.json()).toMatchObject({
      state: 'done',
      progress: { fraction: 1, message: 'Published version 1' },
    });
    const next = await claimPier();
    expect(next.map((j) => j.id)).toEqual([second.id]);
  });

  it('saves a draft with If-Match, and answers 428 without it and 412 naming who changed it', async () => {
    await call('POST', '/tours', admin.session, { code: 'dock-7', title: 'Dock', property });
    await t.storage.setTours(editor.id, ['quay-3', 'dock-7']);
    const draft = (await call('GET', '/tours/dock-7/draft', editor.session)).json<{ manifest: object }>();
    const edit = (title: string) => ({ manifest: { ...draft.manifest, title } });

    const missing = await call('PUT', '/tours/dock-7/draft', editor.session, edit('No match'));
    expect(missing.json()).toMatchObject({ status: 428, code: 'precondition_required' });
    const saved = await call('PUT', '/tours/dock-7/draft', admin.session, edit('Admin’s'), {
      'if-match': '"1"',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    const stale = await call('PUT', '/tours/dock-7/draft', editor.session, edit('Ed’s'), {
      'if-match': '"1"',
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({
      code: 'revision_conflict',
      conflict: { revision: 2, updatedBy: 'admin@example.com' },
    });
    expect(stale.json<{ detail: string }>().detail).toMatch(/^Changed by admin@example\.com at /);
    expect((await call('GET', '/tours/dock-7/draft', editor.session)).json()).toMatchObject({
      revision: 2,
      manifest: { title: 'Admin’s' },
    });
    const invalid = await call(
      'PUT',
      '/tours/dock-7/draft',
      editor.session,
      { manifest: { title: '' } },
      {
        'if-match': '"2"',
      },
    );
    expect(invalid.statusCode).toBe(400);
  });

  it('saves a large draft: 40 rooms with info points in two languages', async () => {
    await call('POST', '/tours', admin.session, { code: 'large-40', title: 'Large', property });
    const manifest = largeBilingualDraft(40);
    expect(JSON.stringify({ manifest }).length).toBeGreaterThan(60_000);
    const saved = await call(
      'PUT',
      '/tours/large-40/draft',
      admin.session,
      { manifest },
      { 'if-match': '"1"' },
    );
    expect(saved.statusCode).toBe(200);
    const draft = await call('GET', '/tours/large-40/draft', admin.session);
    expect(draft.json<{ manifest: { scenes: unknown[] } }>().manifest.scenes).toHaveLength(40);
  });

  it('answers 404 to an editor for a tour not theirs, 401 without a session, 403 without XSRF', async () => {
    for (const [method, url] of [
      ['GET', '/tours/quay-3'],
      ['GET', '/tours/quay-3/draft'],
      ['PUT', '/tours/quay-3/draft'],
      ['GET', '/tours/quay-3/versions'],
      ['POST', '/tours/quay-3/versions/1/rollback'],
      ['POST', '/tours/quay-3/publish'],
    ] as const) {
      const body = method === 'PUT' ? { manifest: { title: 'x', property, scenes: [] } } : undefined;
      const res = await call(method, url, other.session, body, { 'if-match': '"1"' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'GET') {
        const noXsrf = await t.app.inject({
          method,
          url: `/api/studio${url}`,
          headers: { cookie: editor.session },
        });
        expect(noXsrf.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await call('POST', '/tours', undefined, { code: 'x-1', title: 'x', property })).statusCode).toBe(
      401,
    );
  });

  it('names each tour’s start room panorama for its thumbnail, as the draft has it', async () => {
    const scene = (id: string, panorama: string) => ({ id, title: id, panorama });
    const file = (fill: string) => ({ sha256: fill.repeat(64), bytes: 1 });
    const manifest = {
      title: 'Rooms',
      property,
      scenes: [scene('hall', 'hall.jpg'), scene('den', 'den.jpg')],
    };
    await t.storage.publishVersion({
      code: 'rooms-1',
      record: { ...sampleTour('rooms-1'), title: 'Rooms' },
      buildId: 'b-rooms',
      manifest: { ...manifest, startScene: 'den' } as never,
      files: { 'hall.jpg': file('a'), 'den.jpg': file('b') },
      rollbackOf: null,
      publishedBy: null,
      jobId: null,
    });
    await call('POST', '/tours', admin.session, { code: 'empty-1', title: 'Empty', property });
    const startOf = async (code: string) => {
      const { tours } = (await call('GET', '/tours', admin.session)).json<{ tours: { code: string }[] }>();
      const listed = tours.find((tour) => tour.code === code);
      const one = (await call('GET', `/tours/${code}`, admin.session)).json<{ startPanorama: unknown }>();
      expect(one.startPanorama).toEqual(
        listed && 'startPanorama' in listed ? listed.startPanorama : 'unlisted',
      );
      return one.startPanorama;
    };
    expect(await startOf('rooms-1')).toBe('b'.repeat(64));
    expect(await startOf('empty-1')).toBeNull();
    const draft = await t.storage.getDraft('rooms-1');
    await t.storage.saveDraft('rooms-1', manifest as never, draft?.revision ?? 0, null);
    // No start room named: the first room is where a visitor starts.
    expect(await startOf('rooms-1')).toBe('a'.repeat(64));
  });

  it('exports a version as a zip of its tour folder, byte for byte', async () => {
    const bytes = randomBytes(300_000);
    const local = join(t.config.dataDir, 'hall-upload.jpg');
    await writeFile(local, bytes);
    const hall = await openSourceStore(t.config).put(local);
    const manifest = { title: 'Zipped', property, scenes: [] } as never;
    await t.storage.publishVersion({
      code: 'zip-1',
      record: { ...sampleTour('zip-1'), title: 'Zipped' },
      buildId: 'b-zip',
      manifest,
      files: { 'hall.jpg': hall },
      rollbackOf: null,
      publishedBy: null,
      jobId: null,
    });
    await t.storage.setTours(editor.id, ['quay-3', 'dock-7', 'zip-1']);
    const res = await call('GET', '/tours/zip-1/versions/1/export', editor.session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="zip-1-v1.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['hall.jpg', 'tour.json']);
    expect(Buffer.from(files['hall.jpg'] ?? []).equals(bytes)).toBe(true);
    expect(JSON.parse(Buffer.from(files['tour.json'] ?? []).toString('utf8'))).toEqual(manifest);
    expect((await call('GET', '/tours/zip-1/versions/2/export', editor.session)).statusCode).toBe(404);
    expect((await call('GET', '/tours/zip-1/versions/1/export', other.session)).statusCode).toBe(404);
  });

  it('lists versions, rolls back as a new live version, and queues a publish job', async () => {
    for (const title of ['First', 'Second'])
      await t.storage.publishVersion({
        code: 'pier-1',
        record: { ...sampleTour('pier-1'), title },
        buildId: `b-${title}`,
        manifest: { title, property, scenes: [] } as never,
        files: {},
        rollbackOf: null,
        publishedBy: null,
        jobId: null,
      });
    await t.storage.setTours(editor.id, ['quay-3', 'dock-7', 'pier-1']);
    const history = await call('GET', '/tours/pier-1/versions', editor.session);
    expect(history.json()).toMatchObject({
      versions: [
        { number: 2, live: true },
        { number: 1, live: false },
      ],
    });

    const rolled = await call('POST', '/tours/pier-1/versions/1/rollback', editor.session);
    expect(rolled.statusCode).toBe(201);
    expect(rolled.json()).toMatchObject({
      number: 3,
      rollbackOf: 1,
      publishedBy: { email: 'ed@example.com' },
    });
    expect((await t.storage.getTour('pier-1'))?.tour.title).toBe('First');
    expect((await call('POST', '/tours/pier-1/versions/9/rollback', editor.session)).json()).toMatchObject({
      code: 'version_not_found',
    });

    const draft = await call('GET', '/tours/pier-1/draft', editor.session);
    expect(draft.json()).toMatchObject({ revision: 1, manifest: { title: 'First' } });

    const queued = await call('POST', '/tours/pier-1/publish', editor.session);
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ kind: 'publish', tourCode: 'pier-1', state: 'queued' });
    const job = await t.storage.getJob(queued.json<{ id: string }>().id);
    expect(job?.payload).toEqual({ code: 'pier-1' });
    const jobUrl = `/tours/pier-1/jobs/${queued.json<{ id: string }>().id}`;
    expect((await call('GET', jobUrl, editor.session)).json()).toMatchObject({ state: 'queued' });
    expect((await call('GET', jobUrl, other.session)).statusCode).toBe(404);
    const wrongTour = `/tours/quay-3/jobs/${queued.json<{ id: string }>().id}`;
    expect((await call('GET', wrongTour, admin.session)).json()).toMatchObject({ code: 'job_not_found' });
    const audit = JSON.stringify((await call('GET', '/audit', admin.session)).json());
    expect(audit).toContain('"rollback"');
    expect(audit).toContain('"publish"');
  });
});
