import { problemOf, type Problem } from '@tourview/schema';
import type { QuotaExcess, UploadQuotaLimits, UploadQuotaStore } from '@tourview/storage';
import { UPLOAD_EXPIRY_MS } from './upload-expiry.js';

/** The quotas uploads are counted against, and where they are counted. */
export interface UploadQuota {
  store: Pick<UploadQuotaStore, 'reserveUpload' | 'releaseUpload'>;
  limits: UploadQuotaLimits;
}

/** An upload about to start, as the tus server knows it. */
export interface StartingUpload {
  id: string;
  code: string;
  account: { id: string; email: string };
  filename: string;
  bytes: number;
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The 413 answer to an upload over a quota: the numbers in `quota`, and in words. */
export function quotaProblem(filename: string, excess: QuotaExcess): Problem {
  const { scope, limit, used, requested } = excess;
  return problemOf('upload_quota_exceeded', {
    detail:
      `${filename}: ${mib(requested)} more would bring this ${scope}'s uploads and files to ` +
      `${mib(used + requested)}, over its quota of ${mib(limit)} (${mib(used)} used)`,
    quota: { scope, limit, used, requested },
  });
}

/**
 * Counts an upload against the quotas until it is finished, cancelled or expires (as the
 * upload store forgets it); the problem to answer when it would go over one, else `null`.
 */
export async function reserveUpload(
  quota: UploadQuota,
  upload: StartingUpload,
  now: Date,
): Promise<Problem | null> {
  const excess = await quota.store.reserveUpload(
    {
      id: upload.id,
      tourCode: upload.code,
      account: upload.account,
      bytes: upload.bytes,
      now,
      expiresAt: new Date(now.getTime() + UPLOAD_EXPIRY_MS),
    },
    quota.limits,
  );
  return excess ? quotaProblem(upload.filename, excess) : null;
}
