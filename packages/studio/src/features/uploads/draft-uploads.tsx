import { DRAFT_FILE_KINDS, UPLOAD_LIMITS, type DraftFileKindName } from '@tourview/schema';
import { useRef, useState, type DragEvent } from 'react';
import { FormError } from '../../components/form-error.js';
import { useTourJobs } from '../../lib/api/jobs.js';
import { useDraftFiles } from '../../lib/api/draft-files.js';
import { isProblem } from '../../lib/api-client.js';
import { classifyFiles, type PendingFile } from './classify-files.js';
import { DraftFileList } from './draft-file-list.js';
import { PendingFiles } from './pending-files.js';
import { UploadRow } from './upload-row.js';
import { useUploads } from './use-uploads.js';
import styles from './uploads.module.css';

/**
 * Bytes per PATCH: small enough that one request finishes within the server's request timeout
 * on a slow uplink (4 MiB at 2 Mbit/s is 17 s of the 20), large enough that a 300 MB
 * panorama takes under a hundred requests.
 */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

// Extensions only help the file picker show the right files; what a file is comes from its bytes.
const ACCEPT = [
  ...new Set(DRAFT_FILE_KINDS.flatMap((kind) => Object.values(UPLOAD_LIMITS[kind].types).flat())),
  'insp',
]
  .map((extension) => `.${extension}`)
  .join(',');

/**
 * A tour draft's uploads: drop files or choose them, see what each is (by its bytes) and
 * change its kind, then upload; watch each one's progress, pause, resume and retry; below,
 * the draft's files with what inspection found in each.
 */
export function DraftUploads({
  tourCode,
  chunkSize = UPLOAD_CHUNK_BYTES,
}: {
  tourCode: string;
  chunkSize?: number;
}) {
  const [dragging, setDragging] = useState(false);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const nextId = useRef(1);
  const input = useRef<HTMLInputElement>(null);
  const files = useDraftFiles(tourCode);
  // Its events read the file list again as each inspection ends, so problems appear live.
  useTourJobs(tourCode);
  const uploads = useUploads(tourCode, chunkSize);

  if (isProblem(files.error, 'tour_not_found'))
    return <p role="alert">This tour has no draft you may upload to.</p>;

  const classify = async (dropped: File[]) => {
    const first = nextId.current;
    nextId.current += dropped.length;
    const classified = await classifyFiles(dropped, first);
    setPending((all) => [...all, ...classified]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void classify([...event.dataTransfer.files]);
  };

  const setKind = (id: number, kind: DraftFileKindName) =>
    setPending((all) => all.map((item) => (item.id === id && item.accepted ? { ...item, kind } : item)));

  const upload = () => {
    uploads.add(pending.flatMap((item) => (item.accepted ? [item] : [])));
    setPending([]);
  };

  return (
    <section className="uploads" aria-label="Uploads">
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
        <p>Drop panoramas, photos, floor plans and video here, or</p>
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
            void classify([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <p className="hint">
          Each file is recognised by its content: 2:1 images are panoramas, other images photos (or floor
          plans, if you say so). Panoramas up to {UPLOAD_LIMITS.panorama.maxBytes / 1024 ** 2} MB, photos and
          plans up to {UPLOAD_LIMITS.image.maxBytes / 1024 ** 2} MB (JPEG, PNG, WebP, HEIC); video up to{' '}
          {UPLOAD_LIMITS.video.maxBytes / 1024 ** 3} GB (MP4, MOV).
        </p>
      </div>
      {pending.length > 0 ? (
        <PendingFiles items={pending} onKind={setKind} onUpload={upload} onClear={() => setPending([])} />
      ) : null}
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
      {files.data ? <DraftFileList code={tourCode} files={files.data} /> : <p role="status">Loading…</p>}
    </section>
  );
}
