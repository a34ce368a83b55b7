import { useEffect, useMemo, useRef } from 'react';
import type { InfoHotspot, LinkHotspot, Scene, VisitorTour } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useMessages, useTourText, type TourText } from '../../lib/i18n/index.js';
import { HotspotIcon } from './hotspot-icon.js';
import { hotspotsInTabOrder } from './hotspot-order.js';
import { messages } from './messages.js';
import styles from './tour-viewer.module.css';

/** What the visitor can do with a hotspot. */
export interface HotspotHandlers {
  onLink: (link: LinkHotspot) => void;
  onInfo: (info: InfoHotspot, button: HTMLButtonElement) => void;
}

/**
 * The scene's hotspots as real buttons in Tab order; the engine pins each to its direction
 * after every frame and turns the view to one that gets focus while off screen.
 */
export function Hotspots({
  viewer,
  tour,
  scene,
  openInfo,
  ...handlers
}: HotspotHandlers & { viewer: Viewer; tour: VisitorTour; scene: Scene; openInfo: string | null }) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const list = useMemo(() => hotspotsInTabOrder(scene), [scene]);
  const elements = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    viewer.setHotspots(
      list.flatMap((h) => {
        const element = elements.current.get(h.key);
        return element ? [{ element, yaw: h.yaw, pitch: h.pitch }] : [];
      }),
    );
    return () => viewer.setHotspots([]);
  }, [viewer, list]);

  const bind = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) elements.current.set(key, el);
    else elements.current.delete(key);
  };

  return (
    <div className={styles.hotspots}>
      {list.map((h) =>
        h.kind === 'link' ? (
          <button
            key={h.key}
            ref={bind(h.key)}
            type="button"
            className={`${styles.hotspot} ${styles.link}`}
            data-hotspot="link"
            data-target={h.link.target}
            onClick={() => handlers.onLink(h.link)}
          >
            {h.link.icon ? (
              <span className={`${styles.arrow} ${styles.iconed}`} aria-hidden="true">
                <HotspotIcon icon={h.link.icon} />
              </span>
            ) : (
              <span className={styles.arrow} aria-hidden="true" />
            )}
            <span className={styles.hotspotLabel}>
              {h.link.label ? text(h.link.label) : t('goTo', { scene: targetTitle(tour, h.link, text) })}
            </span>
          </button>
        ) : (
          <button
            key={h.key}
            ref={bind(h.key)}
            type="button"
            className={`${styles.hotspot} ${styles.info}`}
            data-hotspot="info"
            data-info={h.info.id}
            aria-expanded={openInfo === h.info.id}
            aria-haspopup="dialog"
            aria-label={t('infoOpen', { title: text(h.info.title) })}
            onClick={(e) => handlers.onInfo(h.info, e.currentTarget)}
          >
            {h.info.icon ? <HotspotIcon icon={h.info.icon} /> : <span aria-hidden="true">i</span>}
          </button>
        ),
      )}
    </div>
  );
}

function targetTitle(tour: VisitorTour, link: LinkHotspot, text: TourText): string {
  const target = tour.scenes.find((s) => s.id === link.target);
  return target ? text(target.title) : '';
}
