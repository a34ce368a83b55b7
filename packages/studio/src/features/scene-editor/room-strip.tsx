import { resolveText, type DraftManifest, type StudioDraft } from '@tourview/schema';
import { Link } from 'react-router';
import { FileThumbnail } from '../../components/file-thumbnail.js';
import { paths } from '../../config/paths.js';
import styles from './room-strip.module.css';

/**
 * The tour's rooms as links with their panorama's thumbnail and title, the room being edited
 * marked: choosing one switches the editor to it inside the page (the URL follows, Back
 * returns), with the same engine and the same undo history.
 */
export function RoomStrip({
  draft,
  manifest,
  current,
  languages,
}: {
  draft: StudioDraft;
  manifest: DraftManifest;
  current: string;
  languages: readonly string[];
}) {
  const shaOf = (panorama: string) =>
    draft.files.find((f) => f.name === panorama && f.kind === 'panorama')?.sha256;
  return (
    <nav aria-label="Rooms" className={styles.strip}>
      <ul>
        {manifest.scenes.map((s) => (
          <li key={s.id}>
            <Link
              to={paths.sceneEditor.href(draft.code, s.id)}
              aria-current={s.id === current ? 'page' : undefined}
              className={styles.room}
            >
              <FileThumbnail code={draft.code} sha256={shaOf(s.panorama)} />
              <span>{resolveText(s.title, languages)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
