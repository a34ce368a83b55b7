import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Tour } from '@tourview/schema';
import { openStorage } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { withStorage } from '../commands/storage-session.js';
import { showTour } from '../commands/tours.js';
import { TourError } from '../errors.js';
import { importTour } from '../import/import-tour.js';
import { FIXTURES, temporaryDataDir } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { exportVersion } from './export-version.js';
import { publishDraft } from './publish-draft.js';
import { rollbackTour } from './rollback-tour.js';

const data = freshDataDirEachTest();
const ann = { id: 'u-ann', email: 'ann@example.com' };

/** A record with what differs between two imports of the same folder taken out. */
function comparable(tour: Tour, buildId: string): unknown {
  const { createdAt: _c, updatedAt: _u, ...rest } = tour;
  return JSON.parse(JSON.stringify(rest).replaceAll(buildId, 'BUILD')) as unknown;
}

function buildOf(tour: Tour): string {
  return /^tours\/[^/]+\/([^/]+)\//.exec(tour.scenes[0]?.thumbnail ?? '')?.[1] ?? '';
}

describe('studio versions', () => {
  it('exports a version as a folder whose import reproduces the tour elsewhere', async () => {
    const imported = await importTour({
      folder: join(FIXTURES, 'two-rooms'),
      dataDir: data.dataDir,
      threads: 2,
    });
    expect(imported.version).toBe(1);
    const folder = join(data.dataDir, 'exported');
    const result = await exportVersion({ dataDir: data.dataDir, code: 'two-rooms', folder });
    expect(result.version).toBe(1);
    expect(readdirSync(folder).sort()).toEqual(result.files.slice().sort());
    for (const name of result.files.filter((n) => n !== 'tour.json'))
      expect(
        readFileSync(join(folder, name)).equals(readFileSync(join(FIXTURES, 'two-rooms', name))),
        name,
      ).toBe(true);

    const elsewhere = await temporaryDataDir();
    try {
      await importTour({ folder, dataDir: elsewhere.dataDir, threads: 2 });
      const original = await showTour(data, 'two-rooms');
      const copy = await showTour(elsewhere, 'two-rooms');
      expect(comparable(copy, buildOf(copy))).toEqual(comparable(original, buildOf(original)));
    } finally {
      await elsewhere.remove();
    }
    await expect(
      exportVersion({ dataDir: data.dataDir, code: 'two-rooms', number: 9, folder }),
    ).rejects.toMatchObject({ code: 'version_not_found' });
  });

  it('rolls back to a version whose build survives later imports', async () => {
    const folder = join(FIXTURES, 'two-rooms');
    const first = await importTour({ folder, dataDir: data.dataDir, threads: 2 });
    const v1 = await showTour(data, 'two-rooms');
    await importTour({ folder, dataDir: data.dataDir, threads: 2, replace: true });
    expect(await rollbackTour({ dataDir: data.dataDir, code: 'two-rooms', number: 1, by: ann })).toEqual({
      version: 3,
    });
    const rolledBack = await showTour(data, 'two-rooms');
    expect(comparable(rolledBack, buildOf(v1))).toEqual(comparable(v1, buildOf(v1)));
    expect(buildOf(rolledBack)).toBe(first.buildId);
    await importTour({ folder, dataDir: data.dataDir, threads: 2, replace: true });
    await importTour({ folder, dataDir: data.dataDir, threads: 2, replace: true });
    expect(existsSync(data.mediaFile(`tours/two-rooms/${first.buildId ?? ''}`))).toBe(true);
    const history = await withStorage(data, (s) => s.listVersions('two-rooms'));
    expect(history.map((v) => [v.number, v.rollbackOf, v.publishedBy?.email ?? null, v.live])).toEqual([
      [5, null, null, true],
      [4, null, null, false],
      [3, 1, ann.email, false],
      [2, null, null, false],
      [1, null, null, false],
    ]);
  });

  it('publishes an edited draft once per job and reports its problems by room and field, without manifest lines', async () => {
    await importTour({ folder: join(FIXTURES, 'two-rooms'), dataDir: data.dataDir, threads: 2 });
    const storage = await openStorage(data);
    try {
      const draft = await storage.getDraft('two-rooms');
      if (!draft) throw new Error('no draft');
      await storage.saveDraft('two-rooms', { ...draft.manifest, title: 'Renamed' }, draft.revision, ann);
    } finally {
      await storage.close();
    }
    const progress: number[] = [];
    const options = {
      dataDir: data.dataDir,
      code: 'two-rooms',
      jobId: 'job-1',
      by: ann,
      threads: 2,
      onProgress: (p: { fraction: number }) => progress.push(p.fraction),
    };
    const published = await publishDraft(options);
    expect(published).toMatchObject({ version: 2, reusedPreview: false });
    expect(published.stagesMs?.tiling).toBeGreaterThan(0);
    expect((await showTour(data, 'two-rooms')).title).toBe('Renamed');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual(progress.slice().sort((a, b) => a - b));
    // The same job again (a retried job) publishes nothing new.
    expect(await publishDraft(options)).toMatchObject({ version: 2, reusedPreview: false });
    expect(readdirSync(join(data.dataDir, 'staging')).filter((n) => n.includes('draft'))).toEqual([]);

    const broken = await openStorage(data);
    try {
      const draft = await broken.getDraft('two-rooms');
      if (!draft) throw new Error('no draft');
      const scenes = draft.manifest.scenes.map((s, i) =>
        i === 0
          ? { ...s, panorama: 'missing.jpg', links: [...s.links, { target: 'attic', yaw: 0, pitch: 0 }] }
          : s,
      );
      await broken.saveDraft('two-rooms', { ...draft.manifest, scenes } as Manifest, draft.revision, ann);
    } finally {
      await broken.close();
    }
    const error = await publishDraft({ ...options, jobId: 'job-2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TourError);
    expect(error).toMatchObject({ code: 'invalid_draft' });
    expect((error as TourError).problems).toEqual([
      'Living room: the door to “attic” points to a room that no longer exists',
      'Living room: the panorama: no file "missing.jpg" in the draft’s files (did you mean "living.jpg"?)',
    ]);
    expect((error as TourError).message).not.toMatch(/tour\.json|scenes\[/);
    expect((await showTour(data, 'two-rooms')).title).toBe('Renamed');
    rmSync(join(data.dataDir, 'staging'), { recursive: true, force: true });
  });
});
