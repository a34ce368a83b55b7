import { normalizeYaw, type BlurRegion, type BlurShape, type FaceProposal } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { blurOutline, regionBetween } from './blur-edits.js';
import { KEY_STEP } from './hotspot-marker.js';
import type { Direction } from './scene-edits.js';
import styles from './blur.module.css';

/** What the blur layer tells the editor; steps of one drag share `gesture`, so undo takes it back at once. */
export interface BlurLayerActions {
  select(index: number): void;
  draw(region: BlurRegion): void;
  change(index: number, change: Partial<BlurRegion>, gesture: string): void;
  remove(index: number): void;
}

/** The outline of a region on the view as the engine draws it, or `null` while any of it is behind the camera. */
function projected(viewer: Viewer, region: BlurRegion): { x: number; y: number }[] | null {
  const points = blurOutline(region).map((d) => viewer.project(d.yaw, d.pitch));
  return points.every((p) => p !== null) ? points : null;
}

const svgPoints = (points: { x: number; y: number }[]) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
const cssPolygon = (points: { x: number; y: number }[]) =>
  `polygon(${points.map((p) => `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`).join(',')})`;

/** Redraws whenever the engine's view changes. */
function useViewChanges(viewer: Viewer | null): void {
  const [, setFrame] = useState(0);
  useEffect(() => viewer?.on('view-change', () => setFrame((n) => n + 1)), [viewer]);
}

/**
 * The scene's blur regions over the panorama: each blurred live (what visitors will see once it
 * is published) inside a dashed outline that follows the view. An outline is a button: click or
 * focus selects it, a drag moves it, the selected one's corner handle resizes it, arrow keys move
 * it (Shift+arrows resize), Delete removes it. While `drawing`, a drag on the panorama draws a
 * new region of `shape`. Faces proposed for blurring are outlined apart, unblurred; the side
 * panel's buttons accept or reject them.
 */
export function BlurLayer({
  viewer,
  regions,
  proposals,
  selected,
  drawing,
  shape,
  actions,
}: {
  viewer: Viewer | null;
  regions: readonly BlurRegion[];
  proposals: readonly FaceProposal[];
  selected: number | null;
  drawing: boolean;
  shape: BlurShape;
  actions: BlurLayerActions;
}) {
  useViewChanges(viewer);
  const [draft, setDraft] = useState<BlurRegion | null>(null);
  const start = useRef<Direction | null>(null);
  if (!viewer) return null;
  const drawn = regions.map((region) => projected(viewer, region));
  const draftPoints = draft ? projected(viewer, draft) : null;
  const drawHandlers = {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => {
      start.current = viewer.pick(event.clientX, event.clientY);
      if (start.current) event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => {
      const to = start.current && viewer.pick(event.clientX, event.clientY);
      if (start.current && to) setDraft(regionBetween(shape, start.current, to));
    },
    onPointerUp: () => {
      if (draft) actions.draw(draft);
      start.current = null;
      setDraft(null);
    },
  };
  return (
    <div className={styles.layer} data-testid="blur-layer">
      {drawn.map((points, i) =>
        points ? <div key={i} className={styles.veil} style={{ clipPath: cssPolygon(points) }} /> : null,
      )}
      <svg
        className={`${styles.outlines} ${drawing ? styles.drawing : ''}`}
        {...(drawing ? drawHandlers : {})}
      >
        {drawn.map((points, i) =>
          points ? (
            <RegionOutline
              key={i}
              index={i}
              region={regions[i] as BlurRegion}
              points={points}
              selected={selected === i}
              viewer={viewer}
              actions={actions}
            />
          ) : null,
        )}
        {proposals.map((proposal, i) => {
          const points = projected(viewer, proposal);
          return points ? (
            <polygon
              key={`${proposal.yaw} ${proposal.pitch}`}
              className={styles.proposal}
              points={svgPoints(points)}
              aria-hidden="true"
              data-testid={`face-proposal-${i}`}
            />
          ) : null;
        })}
        {draftPoints ? <polygon className={styles.draft} points={svgPoints(draftPoints)} /> : null}
      </svg>
    </div>
  );
}

const SHAPE_NAMES: Record<BlurShape, string> = { rect: 'rectangle', ellipse: 'ellipse' };

/** One region's outline and, when it is selected, its resize handle. */
function RegionOutline({
  index,
  region,
  points,
  selected,
  viewer,
  actions,
}: {
  index: number;
  region: BlurRegion;
  points: { x: number; y: number }[];
  selected: boolean;
  viewer: Viewer;
  actions: BlurLayerActions;
}) {
  const drag = useRef<{ gesture: string; from: Direction; region: BlurRegion; resize: boolean } | null>(null);
  const begin = (resize: boolean) => (event: PointerEvent<SVGElement>) => {
    event.stopPropagation();
    const from = viewer.pick(event.clientX, event.clientY);
    if (!from) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { gesture: `blur ${event.pointerId} ${event.timeStamp}`, from, region, resize };
    actions.select(index);
  };
  const moved = (event: PointerEvent<SVGElement>) => {
    const held = drag.current;
    const to = held && viewer.pick(event.clientX, event.clientY);
    if (!held || !to) return;
    const change = held.resize
      ? {
          width: 2 * Math.abs(normalizeYaw(to.yaw - held.region.yaw)),
          height: 2 * Math.abs(to.pitch - held.region.pitch),
        }
      : {
          yaw: held.region.yaw + normalizeYaw(to.yaw - held.from.yaw),
          pitch: held.region.pitch + to.pitch - held.from.pitch,
        };
    actions.change(index, change, held.gesture);
  };
  const end = () => (drag.current = null);
  const keyed = (event: KeyboardEvent<SVGElement>) => {
    const step = KEY_STEP;
    const keys: Record<string, Partial<BlurRegion>> = event.shiftKey
      ? {
          ArrowLeft: { width: region.width - step },
          ArrowRight: { width: region.width + step },
          ArrowUp: { height: region.height + step },
          ArrowDown: { height: region.height - step },
        }
      : {
          ArrowLeft: { yaw: region.yaw - step },
          ArrowRight: { yaw: region.yaw + step },
          ArrowUp: { pitch: region.pitch + step },
          ArrowDown: { pitch: region.pitch - step },
        };
    const change = keys[event.key];
    if (change) {
      event.preventDefault();
      actions.change(index, change, `key ${event.timeStamp}`);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.remove(index);
    }
  };
  const corner = viewer.project(
    normalizeYaw(region.yaw + region.width / 2),
    region.pitch - region.height / 2,
  );
  return (
    <>
      <polygon
        className={styles.region}
        points={svgPoints(points)}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`Blur region ${index + 1}, ${SHAPE_NAMES[region.shape]}`}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Delete"
        data-testid={`blur-region-${index}`}
        onFocus={() => actions.select(index)}
        onPointerDown={begin(false)}
        onPointerMove={moved}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={keyed}
      />
      {selected && corner ? (
        <circle
          className={styles.handle}
          cx={corner.x}
          cy={corner.y}
          r={9}
          aria-hidden="true"
          data-testid="blur-resize"
          onPointerDown={begin(true)}
          onPointerMove={moved}
          onPointerUp={end}
          onPointerCancel={end}
        />
      ) : null}
    </>
  );
}
