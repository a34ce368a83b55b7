import type { Viewer } from '@tourview/viewer';
import { HotspotIcon } from './hotspot-icon.js';
import { HotspotMarker, type MarkerActions } from './hotspot-marker.js';
import type { LabelledHotspot } from './hotspot-refs.js';
import type { HotspotRef } from './scene-edits.js';
import styles from './hotspots.module.css';

/** The key the engine places the hotspot being added under. */
export const PENDING_KEY = 'pending';

/** A hotspot not added yet, shown where it will go until it is confirmed or cancelled. */
export type PendingMarker = Pick<LabelledHotspot, 'kind' | 'text' | 'icon'>;

/**
 * The scene's hotspots as marker buttons over the panorama, for the engine to position, and
 * the one being added as a plain sign: the form beside the panorama is where it is confirmed.
 */
export function HotspotLayer({
  hotspots,
  pending,
  selected,
  viewer,
  bind,
  actionsFor,
}: {
  hotspots: readonly LabelledHotspot[];
  pending: PendingMarker | null;
  selected: HotspotRef | null;
  viewer: Viewer | null;
  bind: (key: string) => (element: HTMLElement | null) => void;
  actionsFor: (ref: HotspotRef) => MarkerActions;
}) {
  return (
    <div className={styles.layer}>
      {hotspots.map((h) => (
        <HotspotMarker
          key={h.key}
          label={h.label}
          text={h.text}
          icon={h.icon}
          kind={h.kind}
          at={h}
          selected={selected?.kind === h.kind && selected.index === h.index}
          viewer={viewer}
          bind={bind(h.key)}
          actions={actionsFor({ kind: h.kind, index: h.index })}
        />
      ))}
      {pending ? (
        <div
          ref={bind(PENDING_KEY)}
          className={`${styles.marker} ${styles.pending}`}
          data-testid="pending-marker"
          aria-hidden="true"
        >
          {pending.icon ? (
            <HotspotIcon icon={pending.icon} />
          ) : (
            <span>{pending.kind === 'door' ? '➜' : 'i'}</span>
          )}
          <span className={styles.caption}>{pending.text}</span>
        </div>
      ) : null}
    </div>
  );
}
