import { Field } from '../../../components/field.js';

/** The manifest as the form reads and writes it: only the fields below are touched. */
export type ManifestFields = Record<string, unknown>;

type Text = string | Record<string, string>;

/** A localized text's value in the manifest's first language; the form edits that one. */
function textOf(value: unknown, language: string | undefined): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const texts = value as Record<string, string>;
    return (language ? texts[language] : undefined) ?? Object.values(texts)[0] ?? '';
  }
  return '';
}

/** Writes `text` into a localized text without losing its other languages. */
function withText(previous: unknown, language: string | undefined, text: string): Text {
  if (previous && typeof previous === 'object') {
    const texts = previous as Record<string, string>;
    const key = language ?? Object.keys(texts)[0] ?? 'en';
    return { ...texts, [key]: text };
  }
  return text;
}

function at(record: unknown, key: string): Record<string, unknown> {
  const value = (record as Record<string, unknown> | undefined)?.[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The title, address, price, size and agent of a tour, filled from `manifest`. */
export function TourFields({ manifest }: { manifest: ManifestFields }) {
  const language = typeof manifest.defaultLanguage === 'string' ? manifest.defaultLanguage : undefined;
  const property = at(manifest, 'property');
  return (
    <>
      <Field
        label="Title"
        name="title"
        defaultValue={textOf(manifest.title, language)}
        required
        maxLength={120}
      />
      <AddressFields address={at(property, 'address')} />
      <ListingFields property={property} language={language} />
      <AgentFields agent={at(property, 'agent')} />
    </>
  );
}

type Part = Record<string, unknown>;

function AddressFields({ address }: { address: Part }) {
  return (
    <fieldset className="stack">
      <legend>Address</legend>
      <Field label="Street and number" name="line1" defaultValue={str(address.line1)} required />
      <Field label="City" name="city" defaultValue={str(address.city)} required />
      <Field label="Postal code" name="postalCode" defaultValue={str(address.postalCode)} />
      <Field
        label="Country"
        name="country"
        defaultValue={str(address.country)}
        hint="Two capital letters: NL, DE, GB."
        pattern="[A-Z]{2}"
        required
      />
    </fieldset>
  );
}

function ListingFields({ property, language }: { property: Part; language: string | undefined }) {
  const price = at(property, 'price');
  const area = at(property, 'floorArea');
  const count = (label: string, name: string, step?: number) => (
    <Field
      label={label}
      name={name}
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
        <label htmlFor="tour-listing">For</label>
        <select id="tour-listing" name="listing" defaultValue={str(property.listing) || 'sale'}>
          <option value="sale">Sale</option>
          <option value="rent">Rent (price per month)</option>
        </select>
      </div>
      <Field
        label="Price"
        name="amount"
        type="number"
        min={0}
        step={1}
        defaultValue={str(price.amount)}
        required
      />
      <Field
        label="Currency"
        name="currency"
        defaultValue={str(price.currency)}
        pattern="[A-Z]{3}"
        required
      />
      {count('Bedrooms', 'bedrooms')}
      {count('Bathrooms', 'bathrooms', 0.5)}
      <Field
        label={`Floor area (${str(area.unit) === 'ft2' ? 'ft²' : 'm²'})`}
        name="area"
        type="number"
        min={1}
        defaultValue={str(area.value)}
        required
      />
      <div className="field">
        <label htmlFor="tour-description">Description</label>
        <textarea
          id="tour-description"
          name="description"
          defaultValue={textOf(property.description, language)}
          required
        />
      </div>
    </fieldset>
  );
}

function AgentFields({ agent }: { agent: Part }) {
  return (
    <fieldset className="stack">
      <legend>Agent</legend>
      <Field label="Agent’s name" name="agentName" defaultValue={str(agent.name)} required />
      <Field label="Agency" name="agency" defaultValue={str(agent.agency)} required />
      <Field label="Agent’s email" name="agentEmail" type="email" defaultValue={str(agent.email)} />
      <Field label="Agent’s phone" name="agentPhone" type="tel" defaultValue={str(agent.phone)} />
    </fieldset>
  );
}

/** The manifest with the form's fields written in; every other field stays as it was. */
export function manifestWithFields(manifest: ManifestFields, data: FormData): ManifestFields {
  const language = typeof manifest.defaultLanguage === 'string' ? manifest.defaultLanguage : undefined;
  const get = (name: string) => String(data.get(name) ?? '').trim();
  const optional = (name: string) => (get(name) ? { [name]: get(name) } : {});
  const property = at(manifest, 'property');
  const { email: _email, phone: _phone, ...agent } = at(property, 'agent');
  const { postalCode: _postal, ...address } = at(property, 'address');
  return {
    ...manifest,
    title: withText(manifest.title, language, get('title')),
    property: {
      ...property,
      address: {
        ...address,
        line1: get('line1'),
        city: get('city'),
        country: get('country'),
        ...optional('postalCode'),
      },
      listing: get('listing'),
      price: { amount: Number(get('amount')), currency: get('currency') },
      bedrooms: Number(get('bedrooms')),
      bathrooms: Number(get('bathrooms')),
      floorArea: { unit: 'm2', ...at(property, 'floorArea'), value: Number(get('area')) },
      description: withText(property.description, language, get('description')),
      agent: {
        ...agent,
        name: get('agentName'),
        agency: get('agency'),
        ...(get('agentEmail') ? { email: get('agentEmail') } : {}),
        ...(get('agentPhone') ? { phone: get('agentPhone') } : {}),
      },
    },
  };
}
