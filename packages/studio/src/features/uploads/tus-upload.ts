import type { DraftFileKindName, SniffedType } from '@tourview/schema';
import { Upload } from 'tus-js-client';
import { XSRF_HEADER, xsrfToken } from '../../lib/xsrf-token.js';

/** Retries of one request before the upload is reported failed; the operator can retry again. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

/** What a draft upload tells its list. */
export interface UploadEvents {
  /** The name the draft gave the file once stored. */
  stored(name: string): void;
  progress(sent: number): void;
  success(): void;
  error(error: Error): void;
}

/**
 * A tus upload of `file` as `kind` into the tour's draft, in chunks of `chunkSize`, carrying the XSRF
 * header on every write. Not started: the caller resumes a previous upload first if any.
 */
export function draftUpload(
  code: string,
  file: File,
  { kind, type }: { kind: DraftFileKindName; type: SniffedType },
  chunkSize: number,
  on: UploadEvents,
): Upload {
  return new Upload(file, {
    endpoint: `/api/studio/tours/${encodeURIComponent(code)}/uploads`,
    chunkSize,
    retryDelays: RETRY_DELAYS_MS,
    // The type its bytes have, not the browser's guess from the name (none for HEIC or .insp).
    metadata: { filename: file.name, filetype: type, kind },
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      const token = xsrfToken();
      if (token && req.getMethod() !== 'HEAD') req.setHeader(XSRF_HEADER, token);
    },
    onAfterResponse: (_req, res) => {
      const stored = res.getHeader('tourview-draft-file');
      if (stored) on.stored(stored);
    },
    onProgress: on.progress,
    onSuccess: on.success,
    onError: on.error,
  });
}
