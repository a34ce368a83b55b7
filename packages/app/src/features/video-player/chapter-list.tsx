import { useId } from 'react';
import { Link } from 'react-router';
import type { TourVideo } from '@tourview/schema';
import { paths } from '../../config/paths.js';
import { useMessages, type TourText } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import { formatClock, isoDuration } from './time-format.js';
import styles from './chapter-list.module.css';

/** The chapters beside the video: each seeks, the playing one is marked, rooms link to 360°. */
export function ChapterList({
  chapters,
  current,
  tourCode,
  text,
  onSeek,
}: {
  chapters: TourVideo['chapters'];
  current: number;
  tourCode: string;
  text: TourText;
  onSeek: (index: number) => void;
}) {
  const t = useMessages(messages);
  const headingId = useId();
  if (chapters.length === 0) return null;
  return (
    <nav className={styles.chapters} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('chapters')}
      </h2>
      <ol className={styles.list}>
        {chapters.map((chapter, i) => (
          <li key={`${chapter.start}-${i}`} className={styles.item} data-current={i === current}>
            <button
              type="button"
              className={styles.seek}
              onClick={() => onSeek(i)}
              aria-current={i === current ? 'true' : undefined}
            >
              <time className={styles.time} dateTime={isoDuration(chapter.start)}>
                {formatClock(chapter.start)}
              </time>
              <span className={styles.title}>{text(chapter.title)}</span>
            </button>
            {chapter.scene ? (
              <Link className={styles.room} to={paths.tour.href(tourCode, { scene: chapter.scene })}>
                {t('openRoom')}
                <span className="visually-hidden">({text(chapter.title)})</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
