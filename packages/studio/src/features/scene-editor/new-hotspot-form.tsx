import type { HotspotIcon } from '@tourview/schema';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DoorTargetField } from './door-target-field.js';
import { IconField } from './icon-field.js';
import type { Direction, DraftScene, Texts } from './scene-edits.js';
import { TextsFields } from '../../components/texts-fields.js';
import { textsOf } from '../../lib/draft-editing/tour-languages.js';

/** A hotspot being added: where it was clicked, which kind, and for a door the room it leads to. */
export interface PendingHotspot {
  kind: 'door' | 'info';
  at: Direction;
  target?: string;
  icon?: HotspotIcon;
}

/** What the form adds. */
export type NewHotspot =
  | { kind: 'door'; target: string; icon?: HotspotIcon }
  | { kind: 'info'; title: Texts; text: Texts; icon?: HotspotIcon };

const degrees = (n: number) => `${n.toFixed(1)}°`;

/**
 * The last step of adding a hotspot where the panorama was clicked, while its marker waits
 * there: the room a door leads to (what the marker is labelled with), or an info point's title
 * and text in every tour language, and its icon. A door's _Confirm_ has the focus, so Enter
 * adds it; Escape (anywhere) or _Cancel_ drops it.
 */
export function NewHotspotForm({
  pending,
  others,
  languages,
  thumbnail,
  onTarget,
  onIcon,
  onAdd,
  onCancel,
}: {
  pending: PendingHotspot;
  others: DraftScene[];
  languages: readonly string[];
  thumbnail: (name: string | undefined) => ReactNode;
  onTarget: (target: string) => void;
  onIcon: (icon: HotspotIcon | undefined) => void;
  onAdd: (hotspot: NewHotspot) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState<Record<string, string>>({});
  const [text, setText] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  const door = pending.kind === 'door';
  // Without scrolling: the page jumping would move the panorama away from the pointer that just placed the door.
  useEffect(() => {
    if (door) confirm.current?.focus({ preventScroll: true });
  }, [door, pending.at]);
  const withIcon = pending.icon ? { icon: pending.icon } : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (door)
      return pending.target ? onAdd({ kind: 'door', target: pending.target, ...withIcon }) : undefined;
    const titles = textsOf(title, languages);
    const texts = textsOf(text, languages);
    if (!titles || !texts)
      return setProblem('An info point needs a title and a text in at least one language.');
    onAdd({ kind: 'info', title: titles, text: texts, ...withIcon });
  };
  const where = `at yaw ${degrees(pending.at.yaw)}, pitch ${degrees(pending.at.pitch)}`;
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="new-hotspot">
      <h2 id="new-hotspot">
        {door ? 'New door' : 'New info point'} {where}
      </h2>
      {door ? (
        others.length === 0 ? (
          <p>This tour has no other room to lead to yet.</p>
        ) : (
          <DoorTargetField
            id="new-door-target"
            target={pending.target ?? ''}
            others={others}
            languages={languages}
            thumbnail={thumbnail}
            onChange={onTarget}
          />
        )
      ) : (
        <>
          <TextsFields label="Title" languages={languages} values={title} onChange={setTitle} />
          <TextsFields label="Text" languages={languages} values={text} onChange={setText} multiline />
        </>
      )}
      <IconField id="new-hotspot-icon" kind={pending.kind} icon={pending.icon} onChange={onIcon} />
      <p className="form-error" role="alert">
        {problem}
      </p>
      <div className="row">
        <button type="submit" className="primary" ref={confirm}>
          {door ? 'Confirm door' : 'Confirm info point'}
        </button>
        <button type="button" onClick={onCancel} aria-keyshortcuts="Escape">
          Cancel
        </button>
      </div>
    </form>
  );
}
