import { resolveText } from '@tourview/schema';
import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { conePath, towards } from './cone.js';
import { bearing, type Floor, type Pin, type PlanPoint } from './plan-edits.js';

/** What a pin tells the editor; the steps of one drag or key burst share `gesture`. */
export interface PinActions {
  select(scene: string): void;
  move(scene: string, to: PlanPoint, gesture: string): void;
  turn(scene: string, yawOffset: number, gesture: string): void;
  remove(scene: string): void;
  /** A click on the plan itself, off the pins. */
  place(at: PlanPoint): void;
}

/** What arrow keys turn a heading by, degrees; with Shift, the fine step. */
const TURN_STEP = 5;
const FINE_TURN_STEP = 1;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The plan image with a pin per scene on it (real buttons: drag, or arrow keys to move, Delete
 * to take off) and, for each, a cone where its panorama's middle (yaw 0) looks, whose handle
 * turns it by dragging or by the arrow keys.
 */
export function PlanMap({
  floor,
  size,
  imageUrl,
  titleOf,
  selected,
  placing,
  actions,
}: {
  floor: Floor;
  size: { width: number; height: number };
  imageUrl: string;
  titleOf: (scene: string) => string;
  selected: string | null;
  placing: boolean;
  actions: PinActions;
}) {
  const map = useRef<HTMLDivElement>(null);
  const drag = useRef<string | null>(null);
  const radius = Math.min(size.width, size.height) * 0.08;
  const step = Math.max(1, Math.round(Math.max(size.width, size.height) / 200));
  const pct = (p: PlanPoint) => ({
    left: `${(p.x / size.width) * 100}%`,
    top: `${(p.y / size.height) * 100}%`,
  });

  const planPoint = (event: { clientX: number; clientY: number }): PlanPoint => {
    const box = map.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return {
      x: Math.min(size.width, Math.max(0, ((event.clientX - box.left) / box.width) * size.width)),
      y: Math.min(size.height, Math.max(0, ((event.clientY - box.top) / box.height) * size.height)),
    };
  };
  const grab = (event: PointerEvent<HTMLButtonElement>, scene: string) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = `drag ${event.pointerId} ${event.timeStamp}`;
    actions.select(scene);
  };
  const release = () => (drag.current = null);
  const clicked = (event: MouseEvent<HTMLDivElement>) => {
    if (placing && event.target === event.currentTarget.querySelector('img')) actions.place(planPoint(event));
  };

  const pinKeys = (event: KeyboardEvent, pin: Pin) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const by = event.shiftKey ? 1 : step;
      actions.move(
        pin.scene,
        { x: pin.x + arrow[0] * by, y: pin.y + arrow[1] * by },
        `key ${event.timeStamp}`,
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.remove(pin.scene);
    }
  };
  const handleKeys = (event: KeyboardEvent, pin: Pin) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const by = (event.shiftKey ? FINE_TURN_STEP : TURN_STEP) * (arrow[0] || -arrow[1]);
    actions.turn(pin.scene, pin.yawOffset + by, `key ${event.timeStamp}`);
  };

  return (
    <div
      ref={map}
      className="plan-map"
      data-placing={placing}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      onClick={clicked}
    >
      <img src={imageUrl} alt={`Floor plan ${resolveText(floor.label, [])}`} draggable={false} />
      <svg viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true">
        {floor.scenes.map((pin) => (
          <path
            key={pin.scene}
            className="plan-cone"
            data-selected={pin.scene === selected}
            data-scene={pin.scene}
            d={conePath(pin.x, pin.y, pin.yawOffset, radius)}
          />
        ))}
      </svg>
      {floor.scenes.map((pin) => {
        const [hx, hy] = towards(pin.x, pin.y, pin.yawOffset, radius);
        const name = titleOf(pin.scene);
        return (
          <span key={pin.scene}>
            <button
              type="button"
              className="plan-pin"
              style={pct(pin)}
              aria-pressed={pin.scene === selected}
              aria-label={`Pin of ${name}`}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
              data-scene={pin.scene}
              onFocus={() => actions.select(pin.scene)}
              onPointerDown={(event) => grab(event, pin.scene)}
              onPointerMove={(event) => {
                if (drag.current) actions.move(pin.scene, planPoint(event), drag.current);
              }}
              onPointerUp={release}
              onPointerCancel={release}
              onKeyDown={(event) => pinKeys(event, pin)}
            >
              <span aria-hidden="true">{name}</span>
            </button>
            <button
              type="button"
              className="plan-heading"
              style={pct({ x: hx, y: hy })}
              aria-label={`Heading of ${name}: ${pin.yawOffset}°`}
              aria-keyshortcuts="ArrowLeft ArrowRight"
              data-scene={pin.scene}
              onFocus={() => actions.select(pin.scene)}
              onPointerDown={(event) => grab(event, pin.scene)}
              onPointerMove={(event) => {
                if (drag.current) actions.turn(pin.scene, bearing(pin, planPoint(event)), drag.current);
              }}
              onPointerUp={release}
              onPointerCancel={release}
              onKeyDown={(event) => handleKeys(event, pin)}
            />
          </span>
        );
      })}
      <span className="plan-north" style={{ transform: `rotate(${floor.north}deg)` }} title="North">
        <span aria-hidden="true">N</span>
      </span>
    </div>
  );
}
