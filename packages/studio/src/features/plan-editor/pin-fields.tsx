import { resolveText } from '@tourview/schema';
import { useId } from 'react';
import type { DraftManifest } from '@tourview/schema';
import type { Floor, Pin } from './plan-edits.js';

/** The choice of a scene to pin, and a button that pins it in the middle of the plan. */
export function PinSceneFields({
  scenes,
  floor,
  languages,
  placing,
  choose,
  pinInMiddle,
}: {
  scenes: DraftManifest['scenes'];
  floor: Floor;
  languages: readonly string[];
  placing: string;
  choose: (scene: string) => void;
  pinInMiddle: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="stack">
      <legend>Pin a scene</legend>
      <div className="field">
        <label htmlFor={`${id}-placing`}>Scene to pin</label>
        <select id={`${id}-placing`} value={placing} onChange={(e) => choose(e.target.value)}>
          {scenes.map((s) => (
            <option key={s.id} value={s.id}>
              {resolveText(s.title, languages)}
              {floor.scenes.some((p) => p.scene === s.id) ? ' (pinned)' : ''}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">
        Click on the plan where it was taken, or pin it in the middle and move it with the arrow keys. Drag
        the round handle, or use its arrow keys, to point where the panorama’s middle looks.
      </p>
      <button type="button" disabled={!placing} onClick={pinInMiddle}>
        Pin in the middle
      </button>
    </fieldset>
  );
}

/** The selected pin's heading, typed. */
export function PinFields({
  pin,
  title,
  turn,
}: {
  pin: Pin | undefined;
  title: string;
  turn: (deg: number) => void;
}) {
  const id = useId();
  if (!pin) return null;
  return (
    <fieldset className="stack">
      <legend>{title}</legend>
      <p className="muted">
        At {pin.x}, {pin.y} on the plan.
      </p>
      <div className="field">
        <label htmlFor={`${id}-heading`}>Heading of {title} (° clockwise from the plan’s up)</label>
        <input
          id={`${id}-heading`}
          type="number"
          step="1"
          value={pin.yawOffset}
          onChange={(e) => {
            if (e.target.value !== '' && Number.isFinite(Number(e.target.value)))
              turn(Number(e.target.value));
          }}
        />
      </div>
    </fieldset>
  );
}
