import { useSyncExternalStore } from 'react';
import { useMessages } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './tour-viewer.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Says so while the connection is down; the engine keeps retrying tiles meanwhile. */
export function OfflineBanner() {
  const t = useMessages(messages);
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  return (
    <div role="status" className={styles.offlineHost}>
      {online ? null : (
        <p className={styles.offline} data-testid="offline-banner">
          {t('offline')}
        </p>
      )}
    </div>
  );
}
