import { useState, type FormEvent, type ReactNode } from 'react';
import { DoorTargetField } from './door-target-field.js';
import type { Direction, DraftScene, Texts } from './scene-edits.js';
import { TextsFields } from '../../components/texts-fields.js';
import { textsOf } from '../../lib/draft-editing/tour-languages.js';

/** A hotspot being added: where it was clicked and which kind. */
export interface PendingHotspot {
  kind: 'door' | 'info';
  at: Direction;
}

/** What the form adds. */
export type NewHotspot = { kind: 'door'; target: string } | { kind: 'info'; title: Texts; text: Texts };

const degrees = (n: number) => `${n.toFixed(1)}°`;

/**
 * The last step of adding a hotspot where the panorama was clicked: the room a door leads to,
 * or an info point's title and text in every tour language.
 */
export function NewHotspotForm({
  pending,
  others,
  languages,
  thumbnail,
  onAdd,
  onCancel,
}: {
  pending: PendingHotspot;
  others: DraftScene[];
  languages: readonly string[];
  thumbnail: (name: string | undefined) => ReactNode;
  onAdd: (hotspot: NewHotspot) => void;
  onCancel: () => void;
}) {
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const [title, setTitle] = useState<Record<string, string>>({});
  const [text, setText] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending.kind === 'door') return target ? onAdd({ kind: 'door', target }) : undefined;
    const titles = textsOf(title, languages);
    const texts = textsOf(text, languages);
    if (!titles || !texts)
      return setProblem('An info point needs a title and a text in at least one language.');
    onAdd({ kind: 'info', title: titles, text: texts });
  };
  const where = `at yaw ${degrees(pending.at.yaw)}, pitch ${degrees(pending.at.pitch)}`;
  return (
    <form className="panel stack" onSubmit={submit} aria-labelledby="new-hotspot">
      <h2 id="new-hotspot">
        {pending.kind === 'door' ? 'New door' : 'New info point'} {where}
      </h2>
      {pending.kind === 'door' ? (
        others.length === 0 ? (
          <p>This tour has no other room to lead to yet.</p>
        ) : (
          <DoorTargetField
            id="new-door-target"
            target={target}
            others={others}
            languages={languages}
            thumbnail={thumbnail}
            onChange={setTarget}
          />
        )
      ) : (
        <>
          <TextsFields label="Title" languages={languages} values={title} onChange={setTitle} />
          <TextsFields label="Text" languages={languages} values={text} onChange={setText} multiline />
        </>
      )}
      <p className="form-error" role="alert">
        {problem}
      </p>
      <div className="row">
        <button type="submit" className="primary">
          {pending.kind === 'door' ? 'Add door' : 'Add info point'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
