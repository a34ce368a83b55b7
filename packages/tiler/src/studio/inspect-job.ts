import { inspectJobPayloadSchema } from '@tourview/schema';
import type { Job, StorageOptions } from '@tourview/storage';
import { TourError } from '../errors.js';
import { inspectDraftFile, type InspectResult } from './inspect-draft-file.js';

/** What the job runner gives a handler that this one uses. */
export interface InspectJobContext {
  storageOptions: StorageOptions;
  progress(fraction: number, message: string): void;
  /** The instance's settings for jobs; face proposals are on unless they say otherwise. */
  settings?: { faceProposals?: boolean };
}

/**
 * The `inspect` job's handler: inspects the draft file its payload names. Running it again
 * after a crash inspects again and records the same result, so it needs no memory of a try.
 */
export async function inspectJob(
  job: Pick<Job, 'payload'>,
  context: InspectJobContext,
): Promise<InspectResult> {
  const payload = inspectJobPayloadSchema.safeParse(job.payload);
  if (!payload.success) throw new TourError('invalid_argument', 'An inspect job needs { code, name }.');
  return inspectDraftFile({
    ...context.storageOptions,
    ...payload.data,
    faceProposals: context.settings?.faceProposals ?? true,
    onProgress: (p) => context.progress(p.fraction, p.message),
  });
}
