import { useCallback, useEffect, useRef, useState } from 'react';
import type { InfoHotspot, VisitorTour } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useConfig } from '../../config/config-context.js';
import { useMessages, useTourText } from '../../lib/i18n/index.js';
import { Hotspots } from './hotspots.js';
import { InfoPopover } from './info-popover.js';
import { arrivalThroughDoor } from './kept-heading.js';
import { LoadStatus } from './load-status.js';
import { messages } from './messages.js';
import { useEngine } from './use-engine.js';
import { useSceneLoader, type SceneEntry } from './use-scene-loader.js';
import { useViewerHandle } from './use-viewer-handle.js';
import styles from './tour-viewer.module.css';

/** What the tour viewer needs from its screen. */
export interface TourViewerProps {
  tour: VisitorTour;
  /** The scene to show and how to arrive; a new object moves there. */
  entry: SceneEntry;
  /** A door was taken. */
  onNavigate: (entry: SceneEntry) => void;
  /** A scene's preview is on screen. */
  onSceneEntered?: (sceneId: string) => void;
  /** A hotspot was used (for analytics). */
  onHotspotUsed?: (kind: 'link' | 'info', id: string) => void;
  /** The engine started (or stopped: null), for the features that steer it. */
  onViewer?: (viewer: Viewer | null) => void;
  /** WebGL cannot start here: the screen makes sure the property panel is in view. */
  onUnavailable?: () => void;
}

/** The 360° view filling its box: engine, hotspots, info popovers and loading states. */
export function TourViewer({
  tour,
  entry,
  onNavigate,
  onSceneEntered,
  onHotspotUsed,
  onViewer,
  onUnavailable,
}: TourViewerProps) {
  const t = useMessages(messages);
  const text = useTourText(tour);
  const { cdnBaseUrl } = useConfig();
  const container = useRef<HTMLDivElement>(null);
  const scene = tour.scenes.find((s) => s.id === entry.sceneId) ?? tour.scenes[0];
  const engine = useEngine(container, {
    baseUrl: cdnBaseUrl,
    tourCode: tour.code,
    label: t('viewerLabel', { scene: scene ? text(scene.title) : '' }),
  });
  const viewer = engine.status === 'ready' ? engine.viewer : null;
  useViewerHandle(viewer, onViewer);
  const { load, retry } = useSceneLoader(viewer, tour, entry, onSceneEntered ?? noop);
  const [info, setInfo] = useState<{ hotspot: InfoHotspot; button: HTMLButtonElement } | null>(null);
  // A popover belongs to its scene; moving on (by door, list or plan) leaves it behind.
  const shownInfo = info && scene?.infos.includes(info.hotspot) ? info : null;
  const closeInfo = useCallback(() => {
    info?.button.focus();
    setInfo(null);
  }, [info]);

  const unavailable = engine.status === 'unavailable';
  useEffect(() => {
    if (unavailable) onUnavailable?.();
  }, [unavailable, onUnavailable]);

  if (unavailable) {
    return (
      <div className={styles.unavailable} data-testid="webgl-unavailable">
        <div role="alert" className={styles.notice}>
          <p className={styles.noticeTitle}>{t('webglTitle')}</p>
          <p>{t('webglBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stage} data-testid="tour-viewer" data-scene={scene?.id} data-load={load.status}>
      <div ref={container} className={styles.canvasHost} />
      {viewer && scene ? (
        <Hotspots
          viewer={viewer}
          tour={tour}
          scene={scene}
          openInfo={shownInfo?.hotspot.id ?? null}
          onLink={(link) => {
            setInfo(null);
            onHotspotUsed?.('link', link.target);
            onNavigate({
              sceneId: link.target,
              toward: { yaw: link.yaw, pitch: link.pitch },
              view: arrivalThroughDoor(tour, scene.id, link),
            });
          }}
          onInfo={(hotspot, button) => {
            onHotspotUsed?.('info', hotspot.id);
            setInfo((open) => (open?.hotspot.id === hotspot.id ? null : { hotspot, button }));
          }}
        />
      ) : null}
      {shownInfo ? (
        <InfoPopover info={shownInfo.hotspot} text={text} cdnBaseUrl={cdnBaseUrl} onClose={closeInfo} />
      ) : null}
      <LoadStatus load={load} sceneTitle={scene ? text(scene.title) : ''} onRetry={retry} />
    </div>
  );
}

function noop(): void {}
