import type { Viewer } from '@tourview/viewer';
import { HotspotMarker, type MarkerActions } from './hotspot-marker.js';
import type { LabelledHotspot } from './hotspot-refs.js';
import type { HotspotRef } from './scene-edits.js';
import styles from './hotspots.module.css';

/** The scene's hotspots as marker buttons over the panorama, for the engine to position. */
export function HotspotLayer({
  hotspots,
  selected,
  viewer,
  bind,
  actionsFor,
}: {
  hotspots: readonly LabelledHotspot[];
  selected: HotspotRef | null;
  viewer: Viewer | null;
  bind: (key: string) => (element: HTMLButtonElement | null) => void;
  actionsFor: (ref: HotspotRef) => MarkerActions;
}) {
  return (
    <div className={styles.layer}>
      {hotspots.map((h) => (
        <HotspotMarker
          key={h.key}
          label={h.label}
          kind={h.kind}
          at={h}
          selected={selected?.kind === h.kind && selected.index === h.index}
          viewer={viewer}
          bind={bind(h.key)}
          actions={actionsFor({ kind: h.kind, index: h.index })}
        />
      ))}
    </div>
  );
}
