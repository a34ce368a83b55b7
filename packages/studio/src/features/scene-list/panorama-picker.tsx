import type { DraftFileView } from '@tourview/schema';
import { useId } from 'react';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import styles from './scene-list.module.css';

/** The draft's panoramas to choose a scene's new one from, each with its thumbnail; the one it shows is marked. */
export function PanoramaPicker({
  code,
  name,
  current,
  panoramas,
  onPick,
  onCancel,
}: {
  code: string;
  name: string;
  current: string;
  panoramas: readonly DraftFileView[];
  onPick: (file: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={styles.picker}>
      <p id={id}>Choose the new panorama of {name}:</p>
      <ul className={styles.panoramas}>
        {panoramas.map((file) => (
          <li key={file.name}>
            <button
              type="button"
              className={styles.panorama}
              disabled={file.name === current}
              onClick={() => onPick(file.name)}
            >
              <FileThumbnail code={code} sha256={file.sha256} />
              <span>
                {file.name}
                {file.name === current ? ' (shown now)' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
