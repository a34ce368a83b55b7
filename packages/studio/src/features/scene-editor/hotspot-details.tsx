import type { HotspotIcon } from '@tourview/schema';
import { useState, type ReactNode } from 'react';
import type { Direction, DraftScene, HotspotRef, Texts } from './scene-edits.js';
import { DoorTargetField } from './door-target-field.js';
import { IconField } from './icon-field.js';
import { TextsFields } from '../../components/texts-fields.js';
import { missingLanguages, textsByLanguage, textsOf } from '../../lib/draft-editing/tour-languages.js';
import { ThumbnailBeside } from '../../components/thumbnail-beside.js';

/** What the details change; `field` gestures share a key so typing one number undoes at once. */
export interface DetailActions {
  move(to: Direction, gesture: string): void;
  retarget(target: string): void;
  retext(texts: { title: Texts; text: Texts }): void;
  rephoto(image: string | undefined): void;
  reicon(icon: HotspotIcon | undefined): void;
  remove(): void;
}

/** The selected hotspot's numbers, target or texts, icon, and its Delete button. */
export function HotspotDetails({
  scene,
  others,
  selected,
  photos,
  thumbnail,
  languages,
  first,
  actions,
}: {
  scene: DraftScene;
  others: DraftScene[];
  selected: HotspotRef;
  /** The draft's uploaded photos (file names) an info point may show. */
  photos: readonly string[];
  thumbnail: (name: string | undefined) => ReactNode;
  languages: readonly string[];
  first: string;
  actions: DetailActions;
}) {
  const hotspot = selected.kind === 'door' ? scene.links[selected.index] : scene.infos[selected.index];
  if (!hotspot) return null;
  const key = `${selected.kind} ${selected.index}`;
  return (
    <section className="panel stack" aria-labelledby="hotspot-details">
      <h2 id="hotspot-details">{selected.kind === 'door' ? 'Door' : 'Info point'}</h2>
      <AngleFields at={hotspot} move={(to, name) => actions.move(to, `field ${key} ${name}`)} />
      {'target' in hotspot ? (
        <DoorTargetField
          id="hotspot-target"
          target={hotspot.target}
          others={others}
          languages={languages}
          thumbnail={thumbnail}
          onChange={actions.retarget}
        />
      ) : (
        <>
          <InfoTexts
            key={key}
            title={hotspot.title}
            text={hotspot.text}
            languages={languages}
            first={first}
            onChange={actions.retext}
          />
          <PhotoField
            image={hotspot.image}
            photos={photos}
            thumbnail={thumbnail}
            onChange={actions.rephoto}
          />
        </>
      )}
      <IconField id="hotspot-icon" kind={selected.kind} icon={hotspot.icon} onChange={actions.reicon} />
      <button type="button" className="danger" onClick={actions.remove}>
        Delete {selected.kind === 'door' ? 'door' : 'info point'}
      </button>
    </section>
  );
}

const ANGLES = {
  yaw: { label: 'Yaw (°)', min: -180, max: 180 },
  pitch: { label: 'Pitch (°)', min: -90, max: 90 },
} as const;

/** A hotspot's yaw and pitch, typed; a field that is not a number yet moves nothing. */
function AngleFields({ at, move }: { at: Direction; move: (to: Direction, field: 'yaw' | 'pitch') => void }) {
  const angle = (name: 'yaw' | 'pitch', value: string) => {
    const n = Number(value);
    if (value.trim() !== '' && Number.isFinite(n)) move({ ...at, [name]: n }, name);
  };
  return (
    <div className="row">
      {(['yaw', 'pitch'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`hotspot-${name}`}>{ANGLES[name].label}</label>
          <input
            id={`hotspot-${name}`}
            type="number"
            step="0.1"
            min={ANGLES[name].min}
            max={ANGLES[name].max}
            value={at[name]}
            onChange={(e) => angle(name, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * Which of the draft's photos an info point shows, the chosen one's thumbnail beside it. A chosen
 * photo no longer among the uploads stays listed: a select without its value would read
 * "No photo" while the draft keeps one.
 */
function PhotoField({
  image,
  photos,
  thumbnail,
  onChange,
}: {
  image: string | undefined;
  photos: readonly string[];
  thumbnail: (name: string | undefined) => ReactNode;
  onChange: (image: string | undefined) => void;
}) {
  const names = image === undefined || photos.includes(image) ? photos : [image, ...photos];
  return (
    <div className="field">
      <label htmlFor="hotspot-photo">Photo</label>
      <ThumbnailBeside thumbnail={image === undefined ? null : thumbnail(image)}>
        <select
          id="hotspot-photo"
          aria-describedby="hotspot-photo-hint"
          value={image ?? ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        >
          <option value="">No photo</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </ThumbnailBeside>
      <small id="hotspot-photo-hint" className="muted">
        Photos uploaded on the Files screen (as Photos) are listed here.
      </small>
    </div>
  );
}

/** An info point's texts; saved as typed, once both have a language filled in. */
function InfoTexts({
  title,
  text,
  languages,
  first,
  onChange,
}: {
  title: Texts;
  text: Texts;
  languages: readonly string[];
  first: string;
  onChange: (texts: { title: Texts; text: Texts }) => void;
}) {
  const [titles, setTitles] = useState(() => textsByLanguage(title, first));
  const [texts, setTexts] = useState(() => textsByLanguage(text, first));
  const change = (nextTitles: Record<string, string>, nextTexts: Record<string, string>) => {
    setTitles(nextTitles);
    setTexts(nextTexts);
    const t = textsOf(nextTitles, languages);
    const x = textsOf(nextTexts, languages);
    if (t && x) onChange({ title: t, text: x });
  };
  const missing = new Set([
    ...missingLanguages(title, languages, first),
    ...missingLanguages(text, languages, first),
  ]);
  return (
    <>
      {missing.size > 0 ? <p className="missing">Missing translations: {[...missing].join(', ')}</p> : null}
      <TextsFields label="Title" languages={languages} values={titles} onChange={(v) => change(v, texts)} />
      <TextsFields
        label="Text"
        languages={languages}
        values={texts}
        onChange={(v) => change(titles, v)}
        multiline
      />
    </>
  );
}
