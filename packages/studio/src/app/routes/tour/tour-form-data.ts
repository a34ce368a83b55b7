import { separatedTypedAmount } from '@tourview/schema';

/** The manifest as the form reads and writes it: only the fields of the tour forms are touched. */
export type ManifestFields = Record<string, unknown>;

type Text = string | Record<string, string>;

/** A localized text's value in the manifest's first language; the form edits that one. */
export function textOf(value: unknown, language: string | undefined): string {
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

/** The object at `key`, or an empty one: the form fills a manifest that may lack it. */
export function at(record: unknown, key: string): Record<string, unknown> {
  const value = (record as Record<string, unknown> | undefined)?.[key];
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** A value as an input shows it. */
export const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The manifest's `branding` as the form has it: the fields set, or none when all are empty.
 * The new-tour form has no branding fields (`inForm` false) and leaves it as it was.
 */
function brandingFields(manifest: ManifestFields, get: (name: string) => string, inForm: boolean) {
  if (!inForm) return manifest.branding === undefined ? {} : { branding: manifest.branding };
  const fields = { name: get('brandName'), accent: get('brandAccent'), logo: get('brandLogo') };
  const branding = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  return Object.keys(branding).length > 0 ? { branding } : {};
}

/** The manifest with the form's fields written in; every other field stays as it was. */
export function manifestWithFields(manifest: ManifestFields, data: FormData): ManifestFields {
  const language = typeof manifest.defaultLanguage === 'string' ? manifest.defaultLanguage : undefined;
  const get = (name: string) => String(data.get(name) ?? '').trim();
  const optional = (key: string, name = key) => (get(name) ? { [key]: get(name) } : {});
  // An empty number field is missing, not 0, so the schema asks for it instead of taking 0 bedrooms.
  const num = (name: string) => (get(name) === '' ? undefined : Number(get(name)));
  // `425.000` stays text, so the check can say it has a thousands separator instead of taking 425.
  const amount = separatedTypedAmount(get('amount')) ? get('amount') : num('amount');
  const property = at(manifest, 'property');
  const { email: _email, phone: _phone, photo: _photo, ...agent } = at(property, 'agent');
  const { postalCode: _postal, ...address } = at(property, 'address');
  const { branding: _branding, ...rest } = manifest;
  return {
    ...rest,
    ...brandingFields(manifest, get, data.has('brandName')),
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
      price: { amount, currency: get('currency') },
      bedrooms: num('bedrooms'),
      bathrooms: num('bathrooms'),
      floorArea: { value: num('area'), unit: get('areaUnit') || 'm2' },
      description: withText(property.description, language, get('description')),
      agent: {
        ...agent,
        name: get('agentName'),
        agency: get('agency'),
        ...optional('email', 'agentEmail'),
        ...optional('phone', 'agentPhone'),
        ...optional('photo', 'agentPhoto'),
      },
    },
  };
}
