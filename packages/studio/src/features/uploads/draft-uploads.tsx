import { DRAFT_FILE_KINDS, UPLOAD_LIMITS, type DraftFileKindName } from '@tourview/schema';
import { useId, useRef, useState, type DragEvent } from 'react';
import { FormError } from '../../components/form-error.js';
import { useTourJobs } from '../../lib/api/jobs.js';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { isProblem } from '../../lib/api-client.js';
import { DraftFileList } from './draft-file-list.js';
import { UploadRow } from './upload-row.js';
import { useUploads } from './use-uploads.js';
import styles from './uploads.module.css';

/**
 * Bytes per PATCH: small enough that one request finishes within the server's request timeout
 * on a slow uplink (4 MiB at 2 Mbit/s is 17 s of the 20), large enough that a 300 MB
 * panorama takes under a hundred requests.
 */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

const KIND_WORDS: Record<DraftFileKindName, string> = {
  panorama: 'Panoramas',
  image: 'Photos',
  plan: 'Floor plans',
  video: 'Video',
};

const ACCEPT = [
  ...new Set(DRAFT_FILE_KINDS.flatMap((kind) => Object.values(UPLOAD_LIMITS[kind].types).flat())),
]
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * A tour draft's uploads: drop files or choose them, watch each one's progress, pause, resume
 * and retry; below, the draft's files with what inspection found in each.
 */
export function DraftUploads({
  tourCode,
  chunkSize = UPLOAD_CHUNK_BYTES,
}: {
  tourCode: string;
  chunkSize?: number;
}) {
  const [kind, setKind] = useState<DraftFileKindName>('panorama');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const kindId = useId();
  const files = useDraftFiles(tourCode);
  // Its events read the file list again as each inspection ends, so problems appear live.
  useTourJobs(tourCode);
  const uploads = useUploads(tourCode, chunkSize);

  if (isProblem(files.error, 'tour_not_found'))
    return <p role="alert">This tour has no draft you may upload to.</p>;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.add([...event.dataTransfer.files], kind);
  };

  return (
    <section className="uploads" aria-label="Uploads">
      <div className="field">
        <label htmlFor={kindId}>Upload as</label>
        <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as DraftFileKindName)}>
          {DRAFT_FILE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </select>
      </div>
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>Drop files here, or</p>
        <button type="button" onClick={() => input.current?.click()}>
          Choose files
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          aria-label="Files to upload"
          tabIndex={-1}
          onChange={(e) => {
            uploads.add([...(e.target.files ?? [])], kind);
            e.target.value = '';
          }}
        />
        <p className="hint">
          Panoramas up to {UPLOAD_LIMITS.panorama.maxBytes / 1024 ** 2} MB, photos and plans up to{' '}
          {UPLOAD_LIMITS.image.maxBytes / 1024 ** 2} MB (JPEG, PNG, WebP); video up to{' '}
          {UPLOAD_LIMITS.video.maxBytes / 1024 ** 3} GB (MP4, MOV).
        </p>
      </div>
      {uploads.items.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads in progress">
          {uploads.items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              onPause={() => uploads.pause(item.id)}
              onResume={() => void uploads.resume(item.id)}
              onDismiss={() => uploads.dismiss(item.id)}
            />
          ))}
        </ul>
      ) : null}
      <h2>Files of the draft</h2>
      <FormError error={files.error} />
      {files.data ? <DraftFileList files={files.data} /> : <p role="status">Loading…</p>}
    </section>
  );
}
