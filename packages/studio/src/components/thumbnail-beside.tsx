import type { ReactNode } from 'react';
import styles from './thumbnail-beside.module.css';

/**
 * A picker with the thumbnail of what it has chosen beside it: the picker stays a native
 * select, which keyboards and screen readers know and which cannot hold images.
 */
export function ThumbnailBeside({ thumbnail, children }: { thumbnail: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.beside}>
      {thumbnail}
      {children}
    </div>
  );
}
