import { resolveText } from '@tourview/schema';
import type { DraftScene } from './scene-edits.js';

/** The room a door leads to, among the tour's other rooms. */
export function DoorTargetField({
  id,
  target,
  others,
  languages,
  onChange,
}: {
  id: string;
  target: string;
  others: readonly DraftScene[];
  languages: readonly string[];
  onChange: (target: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Leads to</label>
      <select id={id} value={target} onChange={(e) => onChange(e.target.value)}>
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {resolveText(s.title, languages)}
          </option>
        ))}
      </select>
    </div>
  );
}
