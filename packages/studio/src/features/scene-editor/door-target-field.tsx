import { resolveText } from '@tourview/schema';
import type { ReactNode } from 'react';
import type { DraftScene } from './scene-edits.js';
import { ThumbnailBeside } from '../../components/thumbnail-beside.js';

/** The room a door leads to, among the tour's other rooms, the chosen room's thumbnail beside it. */
export function DoorTargetField({
  id,
  target,
  others,
  languages,
  thumbnail,
  onChange,
}: {
  id: string;
  target: string;
  others: readonly DraftScene[];
  languages: readonly string[];
  thumbnail: (name: string | undefined) => ReactNode;
  onChange: (target: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Leads to</label>
      <ThumbnailBeside thumbnail={thumbnail(others.find((s) => s.id === target)?.panorama)}>
        <select id={id} value={target} onChange={(e) => onChange(e.target.value)}>
          {others.map((s) => (
            <option key={s.id} value={s.id}>
              {resolveText(s.title, languages)}
            </option>
          ))}
        </select>
      </ThumbnailBeside>
    </div>
  );
}
