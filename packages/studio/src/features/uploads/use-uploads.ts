import { useQueryClient } from '@tanstack/react-query';
import { checkUpload, type DraftFileKindName } from '@tourview/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { draftFilesKey } from '../../lib/api/draft-files.js';
import { XSRF_HEADER, xsrfToken } from '../../lib/xsrf-token.js';
import { uploadFailure } from './upload-error.js';

/** One file being uploaded, as the list shows it. */
export interface UploadItem {
  id: number;
  name: string;
  kind: DraftFileKindName;
  bytes: number;
  sent: number;
  state: 'uploading' | 'paused' | 'failed' | 'done';
  /** Why it failed, in words. */
  error?: string;
  /** Whether trying again can help (not for a refusal of the file itself). */
  retryable?: boolean;
  /** The name the draft gave it once stored. */
  storedAs?: string;
}

/** Retries of one request before the upload is reported failed; the operator can retry again. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

/**
 * The uploads of one tour's draft: each file checked against the limits before a byte is
 * sent, then sent with tus in chunks, resumable after a dropped connection (the next try asks
 * the server where it stopped) and after a reload (tus keeps a fingerprint until it succeeds).
 */
export function useUploads(code: string, chunkSize: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<number, Upload>());
  const nextId = useRef(1);

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => void upload.abort());
  }, []);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    async (id: number) => {
      const upload = uploads.current.get(id);
      if (!upload) return;
      const previous = await upload.findPreviousUploads();
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      update(id, { state: 'uploading', error: undefined });
      upload.start();
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[], kind: DraftFileKindName) => {
      for (const file of files) {
        const id = nextId.current++;
        const fileKind = file.type.startsWith('video/') ? 'video' : kind;
        const item: UploadItem = {
          id,
          name: file.name,
          kind: fileKind,
          bytes: file.size,
          sent: 0,
          state: 'uploading',
        };
        const refusal = checkUpload({
          kind: fileKind,
          filename: file.name,
          filetype: file.type,
          bytes: file.size,
        });
        if (refusal) {
          setItems((all) => [...all, { ...item, state: 'failed', error: refusal.detail, retryable: false }]);
          continue;
        }
        setItems((all) => [...all, item]);
        const upload: Upload = new Upload(file, {
          endpoint: `/api/studio/tours/${encodeURIComponent(code)}/uploads`,
          chunkSize,
          retryDelays: RETRY_DELAYS_MS,
          metadata: { filename: file.name, filetype: file.type, kind: fileKind },
          removeFingerprintOnSuccess: true,
          onBeforeRequest: (req) => {
            const token = xsrfToken();
            if (token && req.getMethod() !== 'HEAD') req.setHeader(XSRF_HEADER, token);
          },
          onAfterResponse: (_req, res) => {
            const stored = res.getHeader('tourview-draft-file');
            if (stored) update(id, { storedAs: stored });
          },
          onProgress: (sent) => update(id, { sent }),
          onSuccess: () => {
            update(id, { state: 'done', sent: file.size });
            void queryClient.invalidateQueries({ queryKey: draftFilesKey(code) });
          },
          onError: (error) => {
            const failure = uploadFailure(error);
            update(id, { state: 'failed', error: failure.message, retryable: failure.retryable });
          },
        });
        uploads.current.set(id, upload);
        void start(id);
      }
    },
    [code, chunkSize, queryClient, start, update],
  );

  const pause = useCallback(
    (id: number) => {
      void uploads.current.get(id)?.abort();
      update(id, { state: 'paused' });
    },
    [update],
  );

  const dismiss = useCallback((id: number) => {
    void uploads.current.get(id)?.abort();
    uploads.current.delete(id);
    setItems((all) => all.filter((item) => item.id !== id));
  }, []);

  return { items, add, pause, resume: start, dismiss };
}
