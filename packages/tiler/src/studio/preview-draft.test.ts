import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openStorage, type Storage } from '@tourview/storage';
import { describe, expect, it } from 'vitest';
import { withStorage } from '../commands/storage-session.js';
import { showTour } from '../commands/tours.js';
import { importTour } from '../import/import-tour.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import { PREVIEW_TTL_MS, previewDraft } from './preview-draft.js';
import { publishDraft } from './publish-draft.js';

const data = freshDataDirEachTest();
const ann = { id: 'u-ann', email: 'ann@example.com' };

async function renameDraft(storage: Storage, title: string): Promise<void> {
  const draft = await storage.getDraft('two-rooms');
  if (!draft) throw new Error('no draft');
  await storage.saveDraft('two-rooms', { ...draft.manifest, title }, draft.revision, ann);
}

function options(jobId: string) {
  return { dataDir: data.dataDir, code: 'two-rooms', jobId, by: ann, threads: 2 };
}

describe('previews of drafts', () => {
  it('builds the draft without making it live, and a publish of the same draft takes its build over', async () => {
    await importTour({ folder: join(FIXTURES, 'two-rooms'), dataDir: data.dataDir, threads: 2 });
    await withStorage(data, (s) => renameDraft(s, 'Renamed'));
    const started = Date.now();
    const { expiresAt } = await previewDraft(options('job-p'));
    expect(Date.parse(expiresAt) - started).toBeGreaterThanOrEqual(PREVIEW_TTL_MS - 1000);

    const storage = await openStorage(data);
    const preview = await storage.latestPreview('two-rooms').finally(() => storage.close());
    expect(preview).toMatchObject({ draftRevision: 2, jobId: 'job-p', createdBy: ann });
    expect(preview?.record.title).toBe('Renamed');
    expect(existsSync(data.mediaFile(`tours/two-rooms/${preview?.buildId ?? ''}`))).toBe(true);
    // Visitors still see the live tour, and the history has no new version.
    expect((await showTour(data, 'two-rooms')).title).not.toBe('Renamed');
    expect(await withStorage(data, (s) => s.listVersions('two-rooms'))).toHaveLength(1);
    // A retried job finds its preview.
    expect(await previewDraft(options('job-p'))).toEqual({ expiresAt });

    expect(await publishDraft(options('job-1'))).toMatchObject({ version: 2, reusedPreview: true });
    const versions = await withStorage(data, (s) => s.listVersions('two-rooms'));
    expect(versions[0]?.buildId).toBe(preview?.buildId);
    expect((await showTour(data, 'two-rooms')).title).toBe('Renamed');
  });

  it('tiles again for a draft changed since its preview, and keeps the preview’s build while it is valid', async () => {
    await importTour({ folder: join(FIXTURES, 'two-rooms'), dataDir: data.dataDir, threads: 2 });
    await previewDraft(options('job-p'));
    const storage = await openStorage(data);
    const preview = await storage.latestPreview('two-rooms');
    await renameDraft(storage, 'Changed after the preview').finally(() => storage.close());

    expect(await publishDraft(options('job-1'))).toMatchObject({ version: 2, reusedPreview: false });
    const versions = await withStorage(data, (s) => s.listVersions('two-rooms'));
    expect(versions[0]?.buildId).not.toBe(preview?.buildId);
    // A publish removes builds nothing uses: the valid preview's is used.
    expect(existsSync(data.mediaFile(`tours/two-rooms/${preview?.buildId ?? ''}`))).toBe(true);
  });
});
