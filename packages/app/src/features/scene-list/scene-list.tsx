import { useEffect, useRef } from 'react';
import { resolveMediaUrl, type VisitorTour } from '@tourview/schema';
import { useConfig } from '../../config/config-context.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { messages } from './messages.js';
import styles from './scene-list.module.css';

/**
 * Every room as a thumbnail button, the current one marked. For screen readers it is a
 * plain list: each room's title, and its description as the button's description.
 */
export function SceneList({
  tour,
  currentSceneId,
  onSelect,
}: {
  tour: VisitorTour;
  currentSceneId: string;
  onSelect: (sceneId: string) => void;
}) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const { cdnBaseUrl } = useConfig();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentSceneId]);
  return (
    <nav className={styles.nav} aria-labelledby="scene-list-heading" data-testid="scene-list">
      <h2 id="scene-list-heading" className="visually-hidden">
        {t('heading')}
      </h2>
      <ol ref={list} className={styles.list}>
        {tour.scenes.map((scene, i) => {
          const current = scene.id === currentSceneId;
          return (
            <li key={scene.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={current ? 'true' : undefined}
                aria-describedby={`scene-desc-${scene.id}`}
                data-scene={scene.id}
                onClick={() => onSelect(scene.id)}
              >
                <img
                  className={styles.thumb}
                  src={resolveMediaUrl(cdnBaseUrl, scene.thumbnail)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.title}>
                  {text(scene.title)}
                  {current ? <span className="visually-hidden"> {t('current')}</span> : null}
                </span>
              </button>
              <p id={`scene-desc-${scene.id}`} className="visually-hidden">
                {t('count', { n: i + 1, total: tour.scenes.length })}. {text(scene.description)}
              </p>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
