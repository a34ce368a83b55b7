import { useQueryClient } from '@tanstack/react-query';
import { checkUpload, type DraftFileKindName, type SniffedType } from '@tourview/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { draftFilesKey } from '../../lib/api/draft-files.js';
import { draftUpload } from './tus-upload.js';
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

/** A file to upload: its kind as chosen, and its content type as its bytes say. */
export interface FileToUpload {
  file: File;
  kind: DraftFileKindName;
  type: SniffedType;
}

/** The list item of a file about to be uploaded, already failed when the file breaks the limits. */
export function uploadItemOf(id: number, { file, kind, type }: FileToUpload): UploadItem {
  const item: UploadItem = { id, name: file.name, kind, bytes: file.size, sent: 0, state: 'uploading' };
  const refusal = checkUpload({ kind, filename: file.name, filetype: type, bytes: file.size });
  return refusal ? { ...item, state: 'failed', error: refusal.detail, retryable: false } : item;
}

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
    (files: readonly FileToUpload[]) => {
      for (const toUpload of files) {
        const { file, type } = toUpload;
        const item = uploadItemOf(nextId.current++, toUpload);
        setItems((all) => [...all, item]);
        if (item.state === 'failed') continue;
        const { id } = item;
        const upload = draftUpload(code, file, { kind: item.kind, type }, chunkSize, {
          stored: (name) => update(id, { storedAs: name }),
          progress: (sent) => update(id, { sent }),
          success: () => {
            update(id, { state: 'done', sent: file.size });
            void queryClient.invalidateQueries({ queryKey: draftFilesKey(code) });
          },
          error: (error) => {
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
