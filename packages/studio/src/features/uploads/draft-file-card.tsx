import {
  refileDraftFile,
  type DraftFileKindName,
  type DraftFileView,
  type DraftManifest,
  type StudioDraft,
} from '@tourview/schema';
import { useId, useState } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { FormError } from '../../components/form-error.js';
import {
  useRefileDraftFile,
  useRemoveDraftFile,
  useRestoreDraftFile,
} from '../../lib/api/draft-file-changes.js';
import { isProblem } from '../../lib/api-client.js';
import { formatBytes } from './format-bytes.js';
import { KIND_WORDS, kindsFor } from './kind-words.js';
import styles from './uploads.module.css';

/** A change that was made and how to take it back. */
export interface Undoable {
  message: string;
  run: () => Promise<unknown>;
}

type Asking = { to: 'delete' } | { to: 'refile'; kind: DraftFileKindName; changes: string[] } | null;

function inspection(file: DraftFileView): string {
  if (file.problems === null) return 'Checking…';
  if (file.problems.length === 0) return 'Ready';
  return `${file.problems.length} ${file.problems.length === 1 ? 'problem' : 'problems'}`;
}

/** One draft file: what it is, and Delete and Change kind, each confirmed first. */
export function DraftFileCard(props: {
  code: string;
  file: DraftFileView;
  draft: StudioDraft | undefined;
  onDone: (undo: Undoable) => void;
}) {
  const { code, file, draft } = props;
  const [asking, setAsking] = useState<Asking>(null);
  const remove = useRemoveDraftFile(code);
  const restore = useRestoreDraftFile(code);
  const refile = useRefileDraftFile(code);
  const kindId = useId();
  const error = remove.error ?? refile.error;
  const uses = isProblem(remove.error, 'file_in_use') ? remove.error.uses : [];

  const askRefile = (kind: DraftFileKindName) => {
    if (!draft || kind === file.kind) return setAsking(null);
    const { changes } = refileDraftFile(draft.manifest as unknown as DraftManifest, file.name, kind);
    setAsking({ to: 'refile', kind, changes });
  };

  const doDelete = () =>
    void remove
      .mutateAsync(file.name)
      .then(() =>
        props.onDone({ message: `${file.name} deleted.`, run: () => restore.mutateAsync(file.name) }),
      )
      .catch(() => undefined)
      .finally(() => setAsking(null));

  const doRefile = (kind: DraftFileKindName) => {
    if (!draft) return;
    const before = { kind: file.kind, manifest: draft.manifest };
    void refile
      .mutateAsync({ name: file.name, kind, revision: draft.revision })
      .then((after) =>
        props.onDone({
          message: `${file.name} is now a ${KIND_WORDS[kind].toLowerCase()}.`,
          run: () => refile.mutateAsync({ name: file.name, ...before, revision: after.revision }),
        }),
      )
      .catch(() => undefined)
      .finally(() => setAsking(null));
  };

  return (
    <li className={styles.card}>
      {file.kind === 'video' ? (
        <span className={styles.videoMark} aria-hidden="true">
          ▶
        </span>
      ) : (
        <FileThumbnail code={code} sha256={file.sha256} />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{file.name}</h3>
        <p className="muted">
          {KIND_WORDS[file.kind]} · {formatBytes(file.bytes)}
          {file.width && file.height ? ` · ${file.width}×${file.height}` : ''} · {inspection(file)}
        </p>
        {file.problems?.length ? (
          <ul className="problems">
            {file.problems.map((problem) => (
              <li key={problem.code + problem.message}>{problem.message}</li>
            ))}
          </ul>
        ) : null}
        {asking === null ? (
          <div className="actions">
            {file.kind !== 'video' ? (
              <span className={styles.kind}>
                <label htmlFor={kindId}>Kind</label>
                <select
                  id={kindId}
                  value={file.kind}
                  onChange={(e) => askRefile(e.target.value as DraftFileKindName)}
                >
                  {kindsFor(file.kind).map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_WORDS[kind]}
                    </option>
                  ))}
                </select>
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => setAsking({ to: 'delete' })}
              aria-label={`Delete ${file.name}`}
            >
              Delete
            </button>
          </div>
        ) : null}
        {asking?.to === 'delete' ? (
          <div className={styles.confirm} role="group" aria-label={`Delete ${file.name}?`}>
            <p>Delete {file.name}? You can undo it while this page is open.</p>
            <div className="actions">
              <button type="button" className="primary" onClick={doDelete} disabled={remove.isPending}>
                Delete {file.name}
              </button>
              <button type="button" onClick={() => setAsking(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
        {asking?.to === 'refile' ? (
          <div
            className={styles.confirm}
            role="group"
            aria-label={`Make ${file.name} a ${KIND_WORDS[asking.kind].toLowerCase()}?`}
          >
            <p>
              Make {file.name} a {KIND_WORDS[asking.kind].toLowerCase()}?
            </p>
            <ul>
              {(asking.changes.length ? asking.changes : ['Nothing else changes']).map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
            <div className="actions">
              <button
                type="button"
                className="primary"
                onClick={() => doRefile(asking.kind)}
                disabled={refile.isPending}
              >
                Make it a {KIND_WORDS[asking.kind].toLowerCase()}
              </button>
              <button type="button" onClick={() => setAsking(null)}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
        {uses.length > 0 ? (
          <div className="form-error" role="alert">
            <p>{file.name} cannot be deleted: the draft uses it as</p>
            <ul>
              {uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </div>
        ) : error ? (
          <FormError error={error} />
        ) : null}
      </div>
    </li>
  );
}
