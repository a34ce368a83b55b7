import { draftManifestSchema, type Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { DIALECTS } from '@tourview/storage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_ROOMS_MANIFEST } from '../../../../../fixtures/manifests.js';
import { startStudioTestApp, type StudioTestApp } from '../testing/studio-test-app.js';

const published = draftManifestSchema.parse(TWO_ROOMS_MANIFEST) as Manifest;

describe.each(DIALECTS)('what a draft changes since the newest version, on %s', (dialect) => {
  let t: StudioTestApp;
  let editor: { id: string; session: string };
  let other: { id: string; session: string };
  beforeAll(async () => {
    t = await startStudioTestApp(dialect);
    editor = await t.accountWithSession('ed@example.com', 'editor');
    other = await t.accountWithSession('other@example.com', 'editor');
    await t.storage.createDraft('fresh-1', { ...published, scenes: [] }, null);
    for (const title of ['First', 'Second'])
      await t.storage.publishVersion({
        code: 'rooms-2',
        record: { ...sampleTour('rooms-2'), title },
        buildId: `b-${title}`,
        manifest: published,
        files: {},
        rollbackOf: null,
        publishedBy: null,
        jobId: null,
      });
    await t.storage.setTours(editor.id, ['fresh-1', 'rooms-2']);
  });
  afterAll(() => t.close());

  const changes = (code: string, session = editor.session) =>
    t.app.inject({
      method: 'GET',
      url: `/api/studio/tours/${code}/draft/changes`,
      headers: t.headers(session),
    });

  it('says there is no version yet for a tour never published', async () => {
    const res = await changes('fresh-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ since: null, groups: [] });
  });

  it('compares the saved draft with the newest version, and lists nothing when they are the same', async () => {
    expect((await changes('rooms-2')).json()).toEqual({ since: 2, groups: [] });
    const [living, kitchen] = published.scenes;
    const manifest = {
      ...published,
      scenes: [
        { ...living, initialView: { yaw: 100, pitch: 0, fov: 70 } },
        { ...kitchen, links: [] },
      ],
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/studio/tours/rooms-2/draft',
      headers: { ...t.headers(editor.session), 'if-match': '"1"' },
      payload: { manifest },
    });
    expect(saved.statusCode).toBe(200);
    const res = await changes('rooms-2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      since: 2,
      groups: [
        { scene: 'living', title: 'Living room', changes: ['Start view changed'] },
        { scene: 'kitchen', title: 'Kitchen', changes: ['1 door removed (to Living room)'] },
      ],
    });
  });

  it('answers 404 to an editor who is not a member', async () => {
    expect((await changes('rooms-2', other.session)).json()).toMatchObject({
      status: 404,
      code: 'tour_not_found',
    });
  });
});
