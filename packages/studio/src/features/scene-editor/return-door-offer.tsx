import type { ReturnAim } from './return-door.js';

const HOW: Record<ReturnAim['via'], string> = {
  plan: 'aimed along the floor plan, from its pin to this room’s',
  north: 'facing back the way this door faces, by both rooms’ north',
  opposite:
    'straight behind the way this door faces (set both rooms’ north, or pin them on a plan, to aim it better)',
};

/**
 * Offers, after a door from one room to another, the door back in one click, saying how it
 * would be aimed; it can be moved in the other room like any door.
 */
export function ReturnDoorOffer({
  from,
  to,
  aim,
  onAdd,
  onDismiss,
}: {
  from: string;
  to: string;
  aim: ReturnAim;
  onAdd: () => void;
  onDismiss: () => void;
}) {
  return (
    <section className="panel stack" aria-labelledby="return-door">
      <h2 id="return-door">Door back from {to}</h2>
      <p>
        A door in {to} leading to {from}, at yaw {aim.yaw}°, {HOW[aim.via]}.
      </p>
      <div className="row">
        <button type="button" className="primary" onClick={onAdd}>
          Add door back from {to}
        </button>
        <button type="button" onClick={onDismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
