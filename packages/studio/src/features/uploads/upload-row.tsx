import { formatBytes } from './format-bytes.js';
import { KIND_WORDS } from './kind-words.js';
import type { UploadItem } from './use-uploads.js';
import styles from './uploads.module.css';

const STATE_WORDS: Record<UploadItem['state'], string> = {
  uploading: 'Uploading',
  paused: 'Paused',
  failed: 'Failed',
  done: 'Uploaded',
};

/** One file on its way: its progress bar, what happened, and what the operator can do. */
export function UploadRow(props: {
  item: UploadItem;
  onPause: () => void;
  onResume: () => void;
  onDismiss: () => void;
}) {
  const { item } = props;
  const percent = item.bytes > 0 ? Math.floor((item.sent / item.bytes) * 100) : 100;
  const labelId = `upload-${item.id}`;
  return (
    <li className={styles.row} data-state={item.state}>
      <div className={styles.head}>
        <span id={labelId} className={styles.name}>
          {item.name}
        </span>
        <span className="muted">
          {KIND_WORDS[item.kind]} · {formatBytes(item.bytes)} · {STATE_WORDS[item.state]}
          {item.storedAs && item.storedAs !== item.name ? ` as ${item.storedAs}` : ''}
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${percent}% of ${item.name}`}
      />
      {item.error ? (
        <p className="form-error" role="alert">
          {item.error}
        </p>
      ) : null}
      <div className="actions">
        {item.state === 'uploading' ? (
          <button type="button" onClick={props.onPause} aria-label={`Pause ${item.name}`}>
            Pause
          </button>
        ) : null}
        {item.state === 'paused' ? (
          <button type="button" onClick={props.onResume} aria-label={`Resume ${item.name}`}>
            Resume
          </button>
        ) : null}
        {item.state === 'failed' && item.retryable ? (
          <button type="button" onClick={props.onResume} aria-label={`Retry ${item.name}`}>
            Retry
          </button>
        ) : null}
        {item.state !== 'uploading' ? (
          <button type="button" onClick={props.onDismiss} aria-label={`Dismiss ${item.name}`}>
            Dismiss
          </button>
        ) : null}
      </div>
    </li>
  );
}
