import { TRIPOD_COVER_SIZE } from '@tourview/schema';
import { useState } from 'react';
import { tourFieldId, type DraftPhotos } from './tour-field.js';
import type { TripodCoverValues } from './tripod-cover-data.js';

/**
 * The tour's tripod cover: a round patch drawn over the bottom of every panorama when the tour
 * is published, of a colour, with a logo from the draft's photos inside it when one is chosen.
 */
export function TripodCoverFields({ values, photos }: { values: TripodCoverValues; photos: DraftPhotos }) {
  const [on, setOn] = useState(values.on);
  const names =
    values.logo && !photos.names.includes(values.logo) ? [values.logo, ...photos.names] : photos.names;
  return (
    <fieldset className="stack">
      <legend>Tripod cover</legend>
      <label>
        <input
          type="checkbox"
          name="tripodCover"
          defaultChecked={values.on}
          onChange={(e) => setOn(e.target.checked)}
        />{' '}
        Cover the tripod at the bottom of every panorama
      </label>
      <p className="muted">Drawn into the published tiles, so every viewer and the link preview show it.</p>
      <div className="field">
        <label htmlFor={tourFieldId('tripodSize')}>
          Size (degrees from straight down, {TRIPOD_COVER_SIZE.min}–{TRIPOD_COVER_SIZE.max})
        </label>
        <input
          id={tourFieldId('tripodSize')}
          name="tripodSize"
          type="number"
          min={TRIPOD_COVER_SIZE.min}
          max={TRIPOD_COVER_SIZE.max}
          defaultValue={values.size}
          disabled={!on}
        />
      </div>
      <div className="field">
        <label htmlFor={tourFieldId('tripodColour')}>Colour</label>
        <input
          id={tourFieldId('tripodColour')}
          name="tripodColour"
          type="color"
          defaultValue={values.colour}
          disabled={!on}
        />
      </div>
      <div className="field">
        <label htmlFor={tourFieldId('tripodLogo')}>Logo inside it</label>
        <select id={tourFieldId('tripodLogo')} name="tripodLogo" defaultValue={values.logo} disabled={!on}>
          <option value="">No logo: a plain disc</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
