import { describedBy, FieldNotes } from '../../../components/field.js';
import { str, type ManifestFields } from './tour-form-data.js';
import { Link } from 'react-router';
import { TourField, tourFieldId, type DraftPhotos, type FieldsProps } from './tour-field.js';

const AREA_UNITS = [
  { value: 'm2', label: 'm² (square metres)' },
  { value: 'ft2', label: 'ft² (square feet)' },
] as const;

/** The floor area and its unit, which visitors see it in. */
export function AreaField({ area, errors }: { area: ManifestFields } & FieldsProps) {
  const unitId = tourFieldId('areaUnit');
  return (
    <div className="row">
      <TourField
        label="Floor area"
        name="area"
        errors={errors}
        type="number"
        min={1}
        defaultValue={str(area.value)}
        required
      />
      <div className="field">
        <label htmlFor={unitId}>Area unit</label>
        <select
          id={unitId}
          name="areaUnit"
          defaultValue={str(area.unit) || 'm2'}
          {...describedBy(unitId, undefined, errors.areaUnit)}
        >
          {AREA_UNITS.map((unit) => (
            <option key={unit.value} value={unit.value}>
              {unit.label}
            </option>
          ))}
        </select>
        <FieldNotes id={unitId} error={errors.areaUnit} />
      </div>
    </div>
  );
}

/** The listing's text in the tour's first language. */
export function DescriptionField({ text, errors }: { text: string } & FieldsProps) {
  const id = tourFieldId('description');
  return (
    <div className="field">
      <label htmlFor={id}>Description</label>
      <textarea
        id={id}
        name="description"
        defaultValue={text}
        required
        {...describedBy(id, undefined, errors.description)}
      />
      <FieldNotes id={id} error={errors.description} />
    </div>
  );
}

/** The agent visitors contact; the photo is one of the draft's images, when it has any. */
export function AgentFields({
  agent,
  errors,
  photos,
}: { agent: ManifestFields; photos?: DraftPhotos } & FieldsProps) {
  return (
    <fieldset className="stack">
      <legend>Agent</legend>
      <TourField
        label="Agent’s name"
        name="agentName"
        errors={errors}
        defaultValue={str(agent.name)}
        required
      />
      <TourField label="Agency" name="agency" errors={errors} defaultValue={str(agent.agency)} required />
      <TourField
        label="Agent’s email"
        name="agentEmail"
        errors={errors}
        type="email"
        defaultValue={str(agent.email)}
      />
      <TourField
        label="Agent’s phone"
        name="agentPhone"
        errors={errors}
        type="tel"
        defaultValue={str(agent.phone)}
      />
      {photos ? <AgentPhotoField current={str(agent.photo)} photos={photos} errors={errors} /> : null}
    </fieldset>
  );
}

function AgentPhotoField({
  current,
  photos,
  errors,
}: { current: string; photos: DraftPhotos } & FieldsProps) {
  const id = tourFieldId('agentPhoto');
  const hint = 'One of the draft’s files uploaded as Photos.';
  const names = current && !photos.names.includes(current) ? [current, ...photos.names] : photos.names;
  return (
    <div className="field">
      <label htmlFor={id}>Agent’s photo</label>
      <select id={id} name="agentPhoto" defaultValue={current} {...describedBy(id, hint, errors.agentPhoto)}>
        <option value="">No photo</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={errors.agentPhoto} />
      <Link to={photos.filesHref}>Upload a portrait on the Files page</Link>
    </div>
  );
}
