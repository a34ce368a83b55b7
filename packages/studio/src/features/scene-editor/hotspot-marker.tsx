import type { HotspotIcon as Icon } from '@tourview/schema';
import type { Viewer } from '@tourview/viewer';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { HotspotIcon } from './hotspot-icon.js';
import type { Direction } from './scene-edits.js';
import styles from './hotspots.module.css';

/** What arrow keys turn a selected hotspot by, in degrees; with Shift, the fine step. */
export const KEY_STEP = 1;
export const FINE_KEY_STEP = 0.1;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** What a marker tells the editor. */
export interface MarkerActions {
  select(): void;
  /** Moves it; the steps of one drag share `gesture`, so undo takes the drag back at once. */
  move(to: Direction, gesture: string): void;
  remove(): void;
}

/**
 * One hotspot on the panorama: a real button the engine positions, showing its icon and, under
 * it, what it leads to or is about (`text`, the end of its name `label`, which it is named by). Click or focus selects it;
 * dragging moves it to the direction under the pointer; arrow keys move it by {@link KEY_STEP}
 * (Shift: {@link FINE_KEY_STEP}); Delete removes it.
 */
export function HotspotMarker({
  label,
  text,
  icon,
  kind,
  at,
  selected,
  viewer,
  actions,
  bind,
}: {
  label: string;
  text: string;
  icon: Icon | undefined;
  kind: 'door' | 'info';
  at: Direction;
  selected: boolean;
  viewer: Viewer | null;
  actions: MarkerActions;
  bind: (element: HTMLElement | null) => void;
}) {
  const drag = useRef<string | null>(null);
  const down = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = `drag ${event.pointerId} ${event.timeStamp}`;
    actions.select();
  };
  const moved = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current || !viewer) return;
    const to = viewer.pick(event.clientX, event.clientY);
    if (to) actions.move(to, drag.current);
  };
  const keyed = (event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? FINE_KEY_STEP : KEY_STEP;
      actions.move(
        { yaw: at.yaw + arrow[0] * step, pitch: at.pitch + arrow[1] * step },
        `key ${event.timeStamp}`,
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.remove();
    }
  };
  return (
    <button
      type="button"
      ref={bind}
      className={kind === 'info' ? `${styles.marker} ${styles.info}` : styles.marker}
      data-testid="hotspot-marker"
      aria-pressed={selected}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Delete"
      onFocus={actions.select}
      onPointerDown={down}
      onPointerMove={moved}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={keyed}
    >
      {icon ? <HotspotIcon icon={icon} /> : <span aria-hidden="true">{kind === 'door' ? '➜' : 'i'}</span>}
      <span className="visually-hidden">{label.slice(0, label.length - text.length)}</span>
      <span className={styles.caption}>{text}</span>
    </button>
  );
}
