import { AgentFields, AreaField, DescriptionField } from './tour-field-parts.js';
import { BrandingFields } from './branding-fields.js';
import {
  TourField,
  tourFieldId,
  type DraftPhotos,
  type FieldErrors,
  type FieldsProps,
} from './tour-field.js';
import { at, str, textOf, type ManifestFields } from './tour-form-data.js';

/**
 * The title, address, price, size, agent and branding of a tour, filled from `manifest`.
 * `photos`, the draft's images, offer the agent's photo and the logo; a new tour has none yet.
 */
export function TourFields({
  manifest,
  errors,
  photos,
}: {
  manifest: ManifestFields;
  errors: FieldErrors;
  photos?: DraftPhotos;
}) {
  const language = typeof manifest.defaultLanguage === 'string' ? manifest.defaultLanguage : undefined;
  const property = at(manifest, 'property');
  return (
    <>
      <TourField
        label="Title"
        name="title"
        errors={errors}
        defaultValue={textOf(manifest.title, language)}
        required
      />
      <AddressFields address={at(property, 'address')} errors={errors} />
      <ListingFields property={property} language={language} errors={errors} />
      <AgentFields agent={at(property, 'agent')} errors={errors} photos={photos} />
      {photos ? <BrandingFields branding={at(manifest, 'branding')} errors={errors} photos={photos} /> : null}
    </>
  );
}

function AddressFields({ address, errors }: { address: ManifestFields } & FieldsProps) {
  return (
    <fieldset className="stack">
      <legend>Address</legend>
      <TourField
        label="Street and number"
        name="line1"
        errors={errors}
        defaultValue={str(address.line1)}
        required
      />
      <TourField label="City" name="city" errors={errors} defaultValue={str(address.city)} required />
      <TourField
        label="Postal code"
        name="postalCode"
        errors={errors}
        defaultValue={str(address.postalCode)}
      />
      <TourField
        label="Country"
        name="country"
        errors={errors}
        defaultValue={str(address.country)}
        hint="Two letters: NL, DE, GB."
        autoComplete="country"
        required
      />
    </fieldset>
  );
}

function ListingFields({
  property,
  language,
  errors,
}: { property: ManifestFields; language: string | undefined } & FieldsProps) {
  const price = at(property, 'price');
  const area = at(property, 'floorArea');
  const count = (label: string, name: string, step?: number) => (
    <TourField
      label={label}
      name={name}
      errors={errors}
      type="number"
      min={0}
      step={step}
      defaultValue={str(property[name])}
      required
    />
  );
  return (
    <fieldset className="stack">
      <legend>Listing</legend>
      <div className="field">
        <label htmlFor={tourFieldId('listing')}>For</label>
        <select id={tourFieldId('listing')} name="listing" defaultValue={str(property.listing) || 'sale'}>
          <option value="sale">Sale</option>
          <option value="rent">Rent (price per month)</option>
        </select>
      </div>
      <TourField
        label="Price"
        name="amount"
        errors={errors}
        inputMode="numeric"
        defaultValue={str(price.amount)}
        required
      />
      <TourField
        label="Currency"
        name="currency"
        errors={errors}
        defaultValue={str(price.currency)}
        hint="Three letters: EUR, GBP, USD."
        required
      />
      {count('Bedrooms', 'bedrooms')}
      {count('Bathrooms', 'bathrooms', 0.5)}
      <AreaField area={area} errors={errors} />
      <DescriptionField text={textOf(property.description, language)} errors={errors} />
    </fieldset>
  );
}
