import { resolveText } from '@tourview/schema';
import {
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { headingKey, pinKey } from './plan-keys.js';
import { conePath, towards } from './cone.js';
import { bearing, type Floor, type Pin, type PlanPoint } from './plan-edits.js';
import styles from './plan-map.module.css';

/** What a pin tells the editor; the steps of one drag or key burst share `gesture`. */
export interface PinActions {
  select(scene: string): void;
  move(scene: string, to: PlanPoint, gesture: string): void;
  turn(scene: string, yawOffset: number, gesture: string): void;
  remove(scene: string): void;
  /** A click on the plan itself, off the pins. */
  place(at: PlanPoint): void;
}

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
  const pointer = usePlanPointer(map, size, actions.select);
  const radius = Math.min(size.width, size.height) * 0.08;
  const step = Math.max(1, Math.round(Math.max(size.width, size.height) / 200));
  const clicked = (event: MouseEvent<HTMLDivElement>) => {
    if (placing && event.target === event.currentTarget.querySelector('img'))
      actions.place(pointer.planPoint(event));
  };
  return (
    <div
      ref={map}
      className={styles.map}
      data-placing={placing}
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      onClick={clicked}
    >
      <img src={imageUrl} alt={`Floor plan ${resolveText(floor.label, [])}`} draggable={false} />
      <svg viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true">
        {floor.scenes.map((pin) => (
          <path
            key={pin.scene}
            className={styles.cone}
            data-selected={pin.scene === selected}
            data-scene={pin.scene}
            d={conePath(pin.x, pin.y, pin.yawOffset, radius)}
          />
        ))}
      </svg>
      {floor.scenes.map((pin) => (
        <PlanPin
          key={pin.scene}
          pin={pin}
          name={titleOf(pin.scene)}
          selected={pin.scene === selected}
          handle={towards(pin.x, pin.y, pin.yawOffset, radius)}
          step={step}
          at={(p) => ({ left: `${(p.x / size.width) * 100}%`, top: `${(p.y / size.height) * 100}%` })}
          pointer={pointer}
          actions={actions}
        />
      ))}
      <span className={styles.north} style={{ transform: `rotate(${floor.north}deg)` }} title="North">
        <span aria-hidden="true">N</span>
      </span>
    </div>
  );
}

type PlanPointer = ReturnType<typeof usePlanPointer>;

/** Where a pointer is on the plan, in plan pixels, and the drag under way (its gesture key). */
function usePlanPointer(
  map: RefObject<HTMLDivElement | null>,
  size: { width: number; height: number },
  select: (scene: string) => void,
) {
  const drag = useRef<string | null>(null);
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
    select(scene);
  };
  const release = () => (drag.current = null);
  return { drag, planPoint, grab, release };
}

/** A scene's pin and its heading handle: real buttons to drag, or to move and turn by keys. */
function PlanPin({
  pin,
  name,
  selected,
  handle,
  step,
  at,
  pointer,
  actions,
}: {
  pin: Pin;
  name: string;
  selected: boolean;
  handle: [number, number];
  step: number;
  at: (p: PlanPoint) => CSSProperties;
  pointer: PlanPointer;
  actions: PinActions;
}) {
  const { drag, planPoint, grab, release } = pointer;
  const pinKeys = (event: KeyboardEvent) => {
    const did = pinKey(event.key, event.shiftKey, pin, step);
    if (!did) return;
    event.preventDefault();
    if ('move' in did) actions.move(pin.scene, did.move, `key ${event.timeStamp}`);
    else actions.remove(pin.scene);
  };
  const handleKeys = (event: KeyboardEvent) => {
    const to = headingKey(event.key, event.shiftKey, pin.yawOffset);
    if (to === null) return;
    event.preventDefault();
    actions.turn(pin.scene, to, `key ${event.timeStamp}`);
  };
  const shared = {
    type: 'button' as const,
    'data-scene': pin.scene,
    onFocus: () => actions.select(pin.scene),
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => grab(event, pin.scene),
    onPointerUp: release,
    onPointerCancel: release,
  };
  return (
    <span>
      <button
        {...shared}
        className={styles.pin}
        style={at(pin)}
        aria-pressed={selected}
        aria-label={`Pin of ${name}`}
        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
        onPointerMove={(event) => {
          if (drag.current) actions.move(pin.scene, planPoint(event), drag.current);
        }}
        onKeyDown={pinKeys}
      >
        <span aria-hidden="true">{name}</span>
      </button>
      <button
        {...shared}
        className={styles.heading}
        style={at({ x: handle[0], y: handle[1] })}
        aria-label={`Heading of ${name}: ${pin.yawOffset}°`}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        onPointerMove={(event) => {
          if (drag.current) actions.turn(pin.scene, bearing(pin, planPoint(event)), drag.current);
        }}
        onKeyDown={handleKeys}
      />
    </span>
  );
}
