import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Draft, Storage } from '@tourview/storage';
import { openSourceStore } from '@tourview/storage';
import { TourError } from '../errors.js';
import { withStorage } from '../commands/storage-session.js';
import type { ImportProgress, StorageLocation } from '../import/import-tour.js';
import { stagingRootOf } from '../import/media-layout.js';
import { publishPlan } from '../import/publish-plan.js';
import { sourceNamesOf } from '../import/source-names.js';
import { validateFolder, type ImportPlan } from '../validate/validate-folder.js';

/** Who acts in the studio; `null` for the CLI. */
export type Actor = { id: string; email: string } | null;

/** How a publish reports progress to the job that runs it. */
export type PublishProgress = (p: { fraction: number; message: string }) => void;

/** Options of {@link publishDraft}. */
export interface PublishDraftOptions extends StorageLocation {
  code: string;
  /** The job publishing it: a retried job finds its version instead of making another. */
  jobId: string;
  by: Actor;
  onProgress?: PublishProgress;
  /** Reprojection threads; default: one per core. */
  threads?: number;
}

/**
 * Publishes a tour's studio draft as a new version: the draft's manifest and files are laid
 * out as a tour folder in the staging area and go through the same checks and pipeline as
 * `tour import`. Problems come back as one `invalid_draft` error listing every problem in the
 * CLI's words (`kitchen.jpg: …`, `tour.json: …`).
 */
export async function publishDraft(options: PublishDraftOptions): Promise<{ version: number }> {
  return withStorage(options, async (storage) => {
    const done = await storage.findVersionByJob(options.jobId);
    if (done) return { version: done.number };
    const draft = await storage.getDraft(options.code);
    if (!draft) throw new TourError('tour_not_found', `No tour has code "${options.code}".`);
    const report = options.onProgress ?? (() => undefined);
    const folder = join(
      stagingRootOf(options.dataDir),
      `${process.pid}-draft-${randomBytes(4).toString('hex')}`,
    );
    try {
      report({ fraction: 0, message: 'Gathering the draft’s files' });
      await materialise(options, draft, folder);
      const plan = await validateDraft(folder, draft.code);
      report({ fraction: 0.05, message: 'Checked the draft' });
      const { version } = await publishPlan(
        storage,
        plan,
        { ...options, onProgress: sceneProgress(report) },
        { files: filesOf(draft, plan), publishedBy: options.by, jobId: options.jobId },
      );
      report({ fraction: 1, message: `Published version ${version.number}` });
      return { version: version.number };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}

/** Writes the draft as a tour folder: `tour.json` and every draft file. */
async function materialise(location: StorageLocation, draft: Draft, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(
    join(folder, 'tour.json'),
    JSON.stringify({ ...draft.manifest, code: draft.code }, null, 2),
  );
  const sources = openSourceStore(location);
  // Every file, named or not: validation reads the manifest as written, which may be incomplete.
  for (const file of draft.files) await sources.copyTo(file.sha256, join(folder, file.name));
}

async function validateDraft(folder: string, code: string): Promise<ImportPlan> {
  try {
    return await validateFolder(folder, code);
  } catch (error) {
    if (!(error instanceof TourError) || error.code !== 'invalid_folder') throw error;
    const count = error.problems.length === 1 ? '1 problem' : `${error.problems.length} problems`;
    const lines = error.problems.map((p) => `  ${p}`).join('\n');
    throw new TourError(
      'invalid_draft',
      `The draft of "${code}": ${count}, nothing was published:\n${lines}`,
      error.problems,
    );
  }
}

function filesOf(draft: Draft, plan: ImportPlan): Record<string, { sha256: string; bytes: number }> {
  const named = new Set(sourceNamesOf(plan.manifest));
  return Object.fromEntries(
    draft.files.filter((f) => named.has(f.name)).map((f) => [f.name, { sha256: f.sha256, bytes: f.bytes }]),
  );
}

/** Tiling is nearly all of a publish's time: scenes share 5 %–95 %, evenly. */
function sceneProgress(report: PublishProgress): (event: ImportProgress) => void {
  return (event) => {
    if (event.type !== 'scene') return;
    report({
      fraction: 0.05 + (0.9 * event.index) / event.scenes,
      message: `Tiling ${event.id} (${event.index + 1} of ${event.scenes})`,
    });
  };
}

/** Used by the studio's rollback and export: a version, or `version_not_found`. */
export async function versionOrThrow(storage: Storage, code: string, number?: number) {
  const n = number ?? (await storage.listVersions(code))[0]?.number;
  const version = n === undefined ? null : await storage.getVersion(code, n);
  if (!version)
    throw new TourError(
      'version_not_found',
      number === undefined
        ? `The tour "${code}" has no version.`
        : `The tour "${code}" has no version ${number}.`,
    );
  return version;
}
