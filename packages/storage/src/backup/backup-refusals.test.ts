import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../connect.js';
import type { StorageErrorCode } from '../errors.js';
import type { S3MediaConfig } from '../media-store.js';
import { MIGRATION_NAMES } from '../migrations/index.js';
import { openStorage } from '../open-storage.js';
import { backupDataFolder } from './backup-data-folder.js';
import { BACKUP_LAYOUT, BACKUP_MANIFEST_FILE } from './backup-manifest.js';
import { restoreDataFolder } from './restore-data-folder.js';

let root = '';
beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'tourview-backup-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

const BUCKET: S3MediaConfig = {
  kind: 's3',
  region: 'us-east-1',
  bucket: 'tours',
  prefix: 'site',
  forcePathStyle: true,
};

async function failure(promise: Promise<unknown>): Promise<{ code: StorageErrorCode; message: string }> {
  return promise.then(
    () => expect.unreachable('it succeeded'),
    (error: { code: StorageErrorCode; message: string }) => error,
  );
}

/** A data folder with an empty, migrated database. */
async function emptySite(name = 'site'): Promise<string> {
  const dataDir = join(root, name);
  await (await openStorage({ dataDir })).close();
  return dataDir;
}

/** A tar of `entries` in this order: text, or `{ link }` for a symbolic link. */
async function archiveOf(entries: Record<string, string | { link: string }>): Promise<string> {
  const dir = mkdtempSync(join(root, 'craft-'));
  for (const [name, body] of Object.entries(entries)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    if (typeof body === 'string') writeFileSync(join(dir, name), body);
    else symlinkSync(body.link, join(dir, name));
  }
  const file = join(root, `${Math.random().toString(36).slice(2)}.tar`);
  await tar.create({ file, cwd: dir, portable: true }, Object.keys(entries));
  return file;
}

const manifest = (fields: object = {}) =>
  JSON.stringify({
    format: 'tourview-backup',
    layout: BACKUP_LAYOUT,
    createdAt: '2026-11-26T12:00:00.000Z',
    migrations: MIGRATION_NAMES,
    files: { store: 'fs' },
    ...fields,
  });

describe('restore refuses', () => {
  it('a data folder that is not empty, and touches nothing in it', async () => {
    const archive = join(root, 'site.tar');
    await backupDataFolder({ dataDir: await emptySite() }, archive);
    const target = join(root, 'busy');
    mkdirSync(target);
    writeFileSync(join(target, 'notes.txt'), 'mine');
    const error = await failure(restoreDataFolder({ dataDir: target }, archive));
    expect(error.code).toBe('data_folder_not_empty');
    expect(error.message).toMatch(/busy is not empty \(it holds notes\.txt\)/);
    expect(readdirSync(target)).toEqual(['notes.txt']);
  });

  it.each([
    ['a missing file', () => Promise.resolve(join(root, 'nowhere.tar')), /does not exist/],
    [
      'a file that is not an archive',
      () => Promise.resolve((writeFileSync(join(root, 'x.tar'), 'hello '.repeat(200)), join(root, 'x.tar'))),
      /not a readable tar archive/,
    ],
    [
      'a tar without a manifest',
      () => archiveOf({ [SQLITE_FILE_NAME]: 'x' }),
      /has no tourview-backup\.json/,
    ],
    [
      'a manifest of something else',
      () => archiveOf({ [BACKUP_MANIFEST_FILE]: '{"format":"other"}', [SQLITE_FILE_NAME]: 'x' }),
      /not a Tourview manifest/,
    ],
    [
      'a backup without its database',
      () => archiveOf({ [BACKUP_MANIFEST_FILE]: manifest() }),
      /holds no tourview\.db/,
    ],
    [
      'an entry outside the layout',
      () => archiveOf({ [BACKUP_MANIFEST_FILE]: manifest(), [SQLITE_FILE_NAME]: 'x', '.bashrc': 'evil' }),
      /entries a backup never has: \.bashrc/,
    ],
    [
      'a link',
      () =>
        archiveOf({
          [BACKUP_MANIFEST_FILE]: manifest(),
          [SQLITE_FILE_NAME]: 'x',
          'media/tours/x': { link: '/etc' },
        }),
      /entries a backup never has: media\/tours\/x/,
    ],
  ])('%s, as invalid_backup, writing nothing', async (_name, make, words) => {
    const target = join(root, 'restored');
    const error = await failure(restoreDataFolder({ dataDir: target }, await make()));
    expect(error.code).toBe('invalid_backup');
    expect(error.message).toMatch(words);
    expect(existsSync(target)).toBe(false);
  });

  it('a backup whose database is damaged, leaving the data folder empty', async () => {
    const archive = await archiveOf({
      [BACKUP_MANIFEST_FILE]: manifest(),
      [SQLITE_FILE_NAME]: 'not a database '.repeat(300),
      'media/tours/abc123/b1/share.jpg': 'jpeg',
    });
    const target = join(root, 'restored');
    const error = await failure(restoreDataFolder({ dataDir: target }, archive));
    expect(error).toMatchObject({ code: 'invalid_backup', message: expect.stringMatching(/left empty/) });
    expect(readdirSync(target)).toEqual([]);
  });

  it.each([
    ['a later archive layout', { layout: BACKUP_LAYOUT + 1, files: 'changed' }, /archive layout 2/],
    ['migrations it does not know', { migrations: [...MIGRATION_NAMES, '999-future'] }, /\(999-future\)/],
  ])('a backup made by a newer version: %s', async (_name, fields, words) => {
    const archive = await archiveOf({ [BACKUP_MANIFEST_FILE]: manifest(fields), [SQLITE_FILE_NAME]: 'x' });
    const target = join(root, 'restored');
    const error = await failure(restoreDataFolder({ dataDir: target }, archive));
    expect(error.code).toBe('backup_too_new');
    expect(error.message).toMatch(words);
    expect(error.message).toMatch(/newer version of Tourview/);
    expect(existsSync(target)).toBe(false);
  });
});

describe('PostgreSQL', () => {
  it('is refused by backup and restore, naming pg_dump and pg_restore', async () => {
    const options = { dataDir: join(root, 'site'), databaseUrl: 'postgres://127.0.0.1:5432/test' };
    const backup = await failure(backupDataFolder(options, join(root, 'site.tar')));
    expect(backup.code).toBe('backup_not_supported');
    expect(backup.message).toMatch(/pg_dump --format=custom/);
    const restore = await failure(restoreDataFolder(options, join(root, 'site.tar')));
    expect(restore.code).toBe('backup_not_supported');
    expect(restore.message).toMatch(/pg_restore/);
    expect(existsSync(join(root, 'site.tar'))).toBe(false);
  });
});

describe('backup refuses', () => {
  it('an existing file, a file inside the data folder or a missing folder, and a data folder without a database', async () => {
    const dataDir = await emptySite();
    writeFileSync(join(root, 'taken.tar'), 'keep me');
    expect(await failure(backupDataFolder({ dataDir }, join(root, 'taken.tar')))).toMatchObject({
      code: 'backup_target_invalid',
      message: expect.stringMatching(/taken\.tar exists/),
    });
    expect(await failure(backupDataFolder({ dataDir }, join(dataDir, 'site.tar')))).toMatchObject({
      code: 'backup_target_invalid',
      message: expect.stringMatching(/inside the data folder/),
    });
    expect(await failure(backupDataFolder({ dataDir }, join(root, 'nowhere', 'site.tar')))).toMatchObject({
      code: 'backup_target_invalid',
      message: expect.stringMatching(/nowhere does not exist; create it first/),
    });
    mkdirSync(join(root, 'bare'));
    expect(
      await failure(backupDataFolder({ dataDir: join(root, 'bare') }, join(root, 'b.tar'))),
    ).toMatchObject({
      code: 'invalid_config',
      message: expect.stringMatching(/holds no tourview\.db: nothing to back up/),
    });
    expect(readdirSync(root).sort()).toEqual(['bare', 'site', 'taken.tar']);
  });
});

describe('media in S3', () => {
  it('backs up the database only, names the bucket, and restores only where the bucket is configured', async () => {
    const dataDir = await emptySite();
    const archive = join(root, 'site.tar');
    const result = await backupDataFolder({ dataDir, media: BUCKET }, archive);
    expect(result.files).toEqual({ store: 's3', bucket: 'tours', prefix: 'site' });

    const refused = await failure(restoreDataFolder({ dataDir: join(root, 'fs') }, archive));
    expect(refused.code).toBe('backup_store_mismatch');
    expect(refused.message).toMatch(/database only: its media and source files are in the S3 bucket "tours"/);

    const restored = await restoreDataFolder({ dataDir: join(root, 's3'), media: BUCKET }, archive);
    expect(restored.files).toEqual({ store: 's3', bucket: 'tours', prefix: 'site' });
    expect(readdirSync(join(root, 's3'))).toEqual([SQLITE_FILE_NAME]);
  });

  it('refuses to restore a backup with files into a site whose media are in S3', async () => {
    const archive = join(root, 'site.tar');
    await backupDataFolder({ dataDir: await emptySite() }, archive);
    const error = await failure(restoreDataFolder({ dataDir: join(root, 'to'), media: BUCKET }, archive));
    expect(error.code).toBe('backup_store_mismatch');
    expect(existsSync(join(root, 'to'))).toBe(false);
  });
});
