import { Link } from 'react-router';
import { describedBy, FieldNotes } from '../../../components/field.js';
import { TourField, tourFieldId, type DraftPhotos, type FieldsProps } from './tour-field.js';
import { str, type ManifestFields } from './tour-form-data.js';

/**
 * The agency's look on this tour's branded page, over the studio's Branding setting: an empty
 * field takes the setting's. The accent colour is checked for contrast when the draft is saved.
 */
export function BrandingFields({
  branding,
  errors,
  photos,
}: { branding: ManifestFields; photos: DraftPhotos } & FieldsProps) {
  const logoId = tourFieldId('brandLogo');
  const current = str(branding.logo);
  const names = current && !photos.names.includes(current) ? [current, ...photos.names] : photos.names;
  const logoHint = 'One of the draft’s Photos; none: the studio’s logo.';
  return (
    <fieldset className="stack">
      <legend>Branding (this tour)</legend>
      <p className="muted">Shown on the branded page only; empty fields take the studio&apos;s Branding.</p>
      <TourField label="Agency name" name="brandName" errors={errors} defaultValue={str(branding.name)} />
      <TourField
        label="Accent colour"
        name="brandAccent"
        errors={errors}
        defaultValue={str(branding.accent)}
        placeholder="#fbbf24"
        hint="# and six hex digits, light enough for 4.5:1 (WCAG AA) with the dark text on buttons."
      />
      <div className="field">
        <label htmlFor={logoId}>Logo</label>
        <select
          id={logoId}
          name="brandLogo"
          defaultValue={current}
          {...describedBy(logoId, logoHint, errors.brandLogo)}
        >
          <option value="">The studio’s logo</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldNotes id={logoId} hint={logoHint} error={errors.brandLogo} />
        <Link to={photos.filesHref}>Upload a logo on the Files page</Link>
      </div>
    </fieldset>
  );
}
