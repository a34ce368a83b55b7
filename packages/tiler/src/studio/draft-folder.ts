import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { draftProblemInWords } from '@tourview/schema';
import { openSourceStore, type Draft, type Storage } from '@tourview/storage';
import { TourError } from '../errors.js';
import type { ImportProgress, StorageLocation } from '../import/import-tour.js';
import { stagingRootOf } from '../import/media-layout.js';
import { sourceNamesOf } from '../import/source-names.js';
import { checkFolder, type ImportPlan } from '../validate/validate-folder.js';
import { timed, type StageTimes } from '../import/stage-times.js';

/** How a publish or a preview reports progress to the job that runs it. */
export type PublishProgress = (p: { fraction: number; message: string }) => void;

/**
 * Lays a tour's draft out as a tour folder in the staging area, checks it exactly as `tour
 * import` checks a folder, and hands the plan to `use`; the folder goes afterwards. Problems
 * come back as one `invalid_draft` error listing every problem in the studio's words, by room
 * and field (`Kitchen: the door to “hall” points to a room that no longer exists`), never a
 * manifest line, ending with `outcome` ("nothing was published").
 */
export async function withDraftPlan<T>(
  location: StorageLocation & { stages?: StageTimes },
  storage: Storage,
  code: string,
  report: PublishProgress,
  outcome: string,
  use: (draft: Draft, plan: ImportPlan) => Promise<T>,
): Promise<T> {
  const draft = await storage.getDraft(code);
  if (!draft) throw new TourError('tour_not_found', `No tour has code "${code}".`);
  const folder = join(
    stagingRootOf(location.dataDir),
    `${process.pid}-draft-${randomBytes(4).toString('hex')}`,
  );
  try {
    report({ fraction: 0, message: 'Gathering the draft’s files' });
    await timed(location.stages, 'gather', () => materialise(location, draft, folder));
    const plan = await timed(location.stages, 'check', () => validateDraft(folder, draft.code, outcome));
    report({ fraction: 0.05, message: 'Checked the draft' });
    return await use(draft, plan);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
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

async function validateDraft(folder: string, code: string, outcome: string): Promise<ImportPlan> {
  const checked = await checkFolder(folder, code);
  if (checked.ok) return checked.plan;
  const words = checked.problems.map((p) => draftProblemInWords(checked.data, p.path, p.message).text);
  const count = words.length === 1 ? '1 problem' : `${words.length} problems`;
  const lines = words.map((p) => `  ${p}`).join('\n');
  throw new TourError('invalid_draft', `The draft of "${code}": ${count}, ${outcome}:\n${lines}`, words);
}

/** The source file behind each name the plan's manifest uses, for a version's export. */
export function filesOf(draft: Draft, plan: ImportPlan): Record<string, { sha256: string; bytes: number }> {
  const named = new Set(sourceNamesOf(plan.manifest));
  return Object.fromEntries(
    draft.files.filter((f) => named.has(f.name)).map((f) => [f.name, { sha256: f.sha256, bytes: f.bytes }]),
  );
}

/** Tiling is nearly all of a publish's time: scenes share 5 %–95 %, evenly. */
export function sceneProgress(report: PublishProgress): (event: ImportProgress) => void {
  return (event) => {
    if (event.type !== 'scene') return;
    report({
      fraction: 0.05 + (0.9 * event.index) / event.scenes,
      message: `Tiling ${event.id} (${event.index + 1} of ${event.scenes})`,
    });
  };
}
