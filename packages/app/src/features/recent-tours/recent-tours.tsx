import { useState } from 'react';
import { paths } from '../../config/paths.js';
import { useI18n, useMessages } from '../../lib/i18n/index.js';
import { AppLink } from '../../lib/navigation.js';
import { clearRecentTours, readRecentTours } from './recent-tours-store.js';
import { messages } from './messages.js';
import styles from './recent-tours.module.css';

/** The tours opened on this device, newest first; nothing when there are none. */
export function RecentTours() {
  const t = useMessages(messages);
  const { locale } = useI18n();
  const [tours, setTours] = useState(() => readRecentTours());
  if (tours.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className={styles.section} aria-labelledby="recent-tours-heading">
      <div className={styles.header}>
        <h2 id="recent-tours-heading">{t('heading')}</h2>
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            clearRecentTours();
            setTours([]);
          }}
        >
          {t('clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {tours.map((tour) => (
          <li key={tour.code}>
            <AppLink href={paths.tour.href(tour.code)} className={styles.item}>
              <span className={styles.title}>{tour.title ?? tour.code}</span>
              <span className={styles.meta}>
                <code>{tour.code}</code> · {t('opened', { when: dateFormat.format(new Date(tour.openedAt)) })}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
