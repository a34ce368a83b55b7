import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidTourError } from '@tourview/storage';
import { describe, expect, it, vi } from 'vitest';
import { listTours } from '../commands/tours.js';
import { FIXTURES } from '../test-support/fixtures.js';
import { freshDataDirEachTest } from '../test-support/fresh-data-dir.js';
import type * as buildRecord from './build-record.js';
import { importTour } from './import-tour.js';

// A record the importer should never build: it stands for any bug between validation and publishing.
vi.mock('./build-record.js', async (importOriginal) => {
  const original = await importOriginal<typeof buildRecord>();
  return {
    ...original,
    buildTourRecord: (...args: Parameters<typeof original.buildTourRecord>) => ({
      ...original.buildTourRecord(...args),
      startScene: 'nowhere',
    }),
  };
});

const data = freshDataDirEachTest();

describe('publishing a record that breaks the tour schema', () => {
  it('fails with every problem, writes no record and removes the new build', async () => {
    const error = await importTour({
      folder: join(FIXTURES, 'two-rooms'),
      dataDir: data.dataDir,
      threads: 1,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTourError);
    expect(error).toMatchObject({ code: 'invalid_tour', problems: ['startScene: No scene "nowhere".'] });
    expect((error as Error).message).toBe('The tour record is invalid:\n  - startScene: No scene "nowhere".');
    expect(await listTours(data)).toEqual([]);
    expect(existsSync(join(data.dataDir, 'media', 'tours', 'two-rooms'))).toBe(false);
  });
});
