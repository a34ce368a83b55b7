import { draftPlanUrl, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { useTourJobs } from '../../lib/api/jobs.js';

/**
 * The floor shown (the one chosen, else the first), its uploaded plan file and that plan's
 * size, which pins need; `size` is null while the plan is still being inspected.
 */
export function usePlanFloor(draft: StudioDraft, manifest: DraftManifest, floorId: string | null) {
  // The files as they are now, not as the draft was opened: a plan still being inspected gets
  // its size while the editor is open (the jobs' events read the list again).
  useTourJobs(draft.code);
  const files = useDraftFiles(draft.code).data ?? draft.files;
  const planFiles = files.filter((f) => f.kind === 'plan');
  const floor = manifest.floorPlans.find((f) => f.id === floorId) ?? manifest.floorPlans[0];
  const file = planFiles.find((f) => f.name === floor?.image);
  const size = file?.width && file.height ? { width: file.width, height: file.height } : null;
  const imageUrl = file ? draftPlanUrl(draft.code, file.sha256) : '';
  return { planFiles: planFiles.map((f) => f.name), floor, file, size, imageUrl };
}

/** The floor, plan file and size of {@link usePlanFloor}. */
export type PlanFloor = ReturnType<typeof usePlanFloor>;
