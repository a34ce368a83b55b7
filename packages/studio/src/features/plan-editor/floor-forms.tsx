import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ThumbnailBeside } from '../../components/thumbnail-beside.js';
import { TextsFields } from '../../components/texts-fields.js';
import { textsByLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import type { Floor } from './plan-edits.js';

/** The thumbnail of the draft's plan file `name`. */
type PlanThumbnail = (name: string) => ReactNode;

/** Adds a floor: its label and which uploaded plan file it shows. */
export function NewFloorForm({
  planFiles,
  thumbnail,
  onAdd,
}: {
  planFiles: readonly string[];
  thumbnail: PlanThumbnail;
  onAdd: (label: string, image: string) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState('');
  const [image, setImage] = useState(planFiles[0] ?? '');
  if (planFiles.length === 0)
    return <p className="muted">Upload a floor plan on the Files screen to add a floor.</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    onAdd(label, image || (planFiles[0] ?? ''));
    setLabel('');
  };
  return (
    <form className="stack new-floor" onSubmit={submit} aria-label="Add a floor">
      <div className="field">
        <label htmlFor={`${id}-label`}>Floor name</label>
        <input
          id={`${id}-label`}
          value={label}
          maxLength={40}
          required
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-image`}>Plan image</label>
        <ThumbnailBeside thumbnail={thumbnail(image || (planFiles[0] ?? ''))}>
          <select id={`${id}-image`} value={image} onChange={(e) => setImage(e.target.value)}>
            {planFiles.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </ThumbnailBeside>
      </div>
      <button type="submit">Add floor</button>
    </form>
  );
}

/** The chosen floor's name, plan image and north; removing it. */
export function FloorFields({
  floor,
  planFiles,
  thumbnail,
  languages,
  actions,
}: {
  floor: Floor;
  planFiles: readonly string[];
  thumbnail: PlanThumbnail;
  /** The tour's languages, its first language first: the name is asked for in each. */
  languages: readonly string[];
  actions: {
    rename(label: Floor['label']): void;
    image(name: string): void;
    north(deg: number): void;
    remove(): void;
  };
}) {
  const id = useId();
  const first = languages[0] ?? 'en';
  // A name with no language left is not saved: a floor always has one, as publishing needs.
  const rename = (values: Record<string, string>) => {
    const label = textsOf(values, languages);
    if (label) actions.rename(label);
  };
  return (
    <fieldset className="stack">
      <legend>Floor</legend>
      <TextsFields
        label="Name of this floor"
        languages={languages}
        values={textsByLanguage(floor.label, first)}
        onChange={rename}
      />
      <div className="field">
        <label htmlFor={`${id}-image`}>Plan image of this floor</label>
        <ThumbnailBeside thumbnail={thumbnail(floor.image)}>
          <select id={`${id}-image`} value={floor.image} onChange={(e) => actions.image(e.target.value)}>
            {[...new Set([floor.image, ...planFiles])].map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </ThumbnailBeside>
      </div>
      <div className="field">
        <label htmlFor={`${id}-north`}>North (° clockwise from the plan’s up)</label>
        <input
          id={`${id}-north`}
          type="number"
          step="1"
          value={floor.north}
          onChange={(e) => {
            if (e.target.value !== '' && Number.isFinite(Number(e.target.value)))
              actions.north(Number(e.target.value));
          }}
        />
      </div>
      <button type="button" className="danger" onClick={actions.remove}>
        Remove this floor
      </button>
    </fieldset>
  );
}
