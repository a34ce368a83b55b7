import { draftThumbnailPath } from '@tourview/schema';
import { useState } from 'react';
import styles from './file-thumbnail.module.css';

/**
 * The thumbnail of a draft image: a panorama's 2:1 strip, a plan or a photo. Decorative unless
 * given `alt`, since the file's name or the room's title stands beside it; a thumbnail that is
 * not there yet (inspection still running) or cannot be made shows an empty frame of the same
 * size, so lists do not jump.
 */
export function FileThumbnail({
  code,
  sha256,
  alt = '',
  size = 'small',
}: {
  code: string;
  sha256: string | undefined;
  alt?: string;
  size?: 'small' | 'large';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `${styles.thumbnail} ${size === 'large' ? styles.large : styles.small}`;
  if (!sha256 || failed === sha256) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={draftThumbnailPath(code, sha256)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(sha256)}
    />
  );
}
