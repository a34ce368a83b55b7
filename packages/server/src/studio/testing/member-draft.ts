import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Manifest } from '@tourview/schema';
import { sampleTour } from '@tourview/schema/testing';
import { openSourceStore, sourcesDirOf, type DraftFile } from '@tourview/storage';
import { inspectDraftFile } from '@tourview/tiler';
import type { StudioTestApp } from './studio-test-app.js';

/**
 * A draft tour `code`, with no scenes yet, an editor who is its member and one who is not:
 * what each test of a members-only draft route starts from.
 */
export async function memberDraft(
  t: StudioTestApp,
  code: string,
  title: string,
): Promise<{ editor: { id: string; session: string }; other: { id: string; session: string } }> {
  const editor = await t.accountWithSession('ed@example.com', 'editor');
  const other = await t.accountWithSession('other@example.com', 'editor');
  const manifest = { title, property: sampleTour().property, scenes: [] } as unknown as Manifest;
  await t.storage.createDraft(code, manifest, null);
  await t.storage.setTours(editor.id, [code]);
  return { editor, other };
}

/** Stores `file` in the source store as the draft's file `name` of `kind`; its sha256. */
export async function putDraftSource(
  t: StudioTestApp,
  code: string,
  file: string,
  draftFile: { name: string; kind: DraftFile['kind'] },
): Promise<string> {
  const stored = await openSourceStore(t.config).put(file);
  await t.storage.putDraftFile(code, {
    ...draftFile,
    ...stored,
    uploadedBy: null,
    uploadedAt: new Date().toISOString(),
  });
  return stored.sha256;
}

/** Inspects the draft file `name` as the job worker's `inspect` job does. */
export async function inspectDraftSource(t: StudioTestApp, code: string, name: string) {
  const { dataDir, databaseUrl, media, faceProposals } = t.config;
  return inspectDraftFile({ dataDir, databaseUrl, ...(media ? { media } : {}), code, name, faceProposals });
}

/** Takes a file out of the test app's source store (a folder of its data folder), as a lost one. */
export async function loseStoredSource(t: StudioTestApp, sha256: string): Promise<void> {
  await rm(join(sourcesDirOf(t.config.dataDir), sha256.slice(0, 2), sha256));
}
