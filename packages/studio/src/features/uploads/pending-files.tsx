import type { DraftFileKindName } from '@tourview/schema';
import type { PendingFile } from './classify-files.js';
import { formatBytes } from './format-bytes.js';
import { KIND_WORDS, kindsFor } from './kind-words.js';
import styles from './uploads.module.css';

type Accepted = Extract<PendingFile, { accepted: true }>;
type Refused = Extract<PendingFile, { accepted: false }>;

/**
 * The files of a drop, classified by their bytes, before anything is uploaded: each accepted
 * file's kind can be changed, each refused one says why and what would work.
 */
export function PendingFiles(props: {
  items: readonly PendingFile[];
  onKind: (id: number, kind: DraftFileKindName) => void;
  onUpload: () => void;
  onClear: () => void;
}) {
  const accepted = props.items.filter((item): item is Accepted => item.accepted);
  const refused = props.items.filter((item): item is Refused => !item.accepted);
  return (
    <section className={styles.pending} aria-label="Ready to upload">
      {accepted.length > 0 ? (
        <ul className={styles.list}>
          {accepted.map((item) => (
            <li key={item.id} className={styles.row}>
              <div className={styles.head}>
                <span className={styles.name}>{item.file.name}</span>
                <span className="muted">
                  {formatBytes(item.file.size)}
                  {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
                </span>
              </div>
              <label className={styles.kind}>
                <span>Kind</span>
                <select
                  aria-label={`Kind of ${item.file.name}`}
                  value={item.kind}
                  onChange={(e) => props.onKind(item.id, e.target.value as DraftFileKindName)}
                >
                  {kindsFor(item.kind).map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_WORDS[kind]}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {refused.length > 0 ? (
        <ul className={styles.refused} aria-label="Files that cannot be uploaded">
          {refused.map((item) => (
            <li key={item.id}>{item.reason}</li>
          ))}
        </ul>
      ) : null}
      <div className="actions">
        {accepted.length > 0 ? (
          <button type="button" className="primary" onClick={props.onUpload}>
            Upload {accepted.length} {accepted.length === 1 ? 'file' : 'files'}
          </button>
        ) : null}
        <button type="button" onClick={props.onClear}>
          Clear
        </button>
      </div>
    </section>
  );
}
