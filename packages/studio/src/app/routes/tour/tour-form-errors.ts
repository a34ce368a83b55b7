import {
  manifestErrorMap,
  newTourBodySchema,
  separatedAmountMessage,
  separatedTypedAmount,
} from '@tourview/schema';

/** A form field of the tour forms: its input's name, its label and where the schema checks it. */
interface TourField {
  name: string;
  label: string;
  path: readonly string[];
}

const field = (name: string, label: string, ...path: string[]): TourField => ({ name, label, path });

/** Every field of the new-tour and draft forms, in the order they appear. */
const TOUR_FIELDS: readonly TourField[] = [
  field('code', 'Code', 'code'),
  field('title', 'Title', 'title'),
  field('line1', 'Street and number', 'property', 'address', 'line1'),
  field('city', 'City', 'property', 'address', 'city'),
  field('postalCode', 'Postal code', 'property', 'address', 'postalCode'),
  field('country', 'Country', 'property', 'address', 'country'),
  field('listing', 'For', 'property', 'listing'),
  field('amount', 'Price', 'property', 'price', 'amount'),
  field('currency', 'Currency', 'property', 'price', 'currency'),
  field('bedrooms', 'Bedrooms', 'property', 'bedrooms'),
  field('bathrooms', 'Bathrooms', 'property', 'bathrooms'),
  field('area', 'Floor area', 'property', 'floorArea', 'value'),
  field('areaUnit', 'Area unit', 'property', 'floorArea', 'unit'),
  field('description', 'Description', 'property', 'description'),
  field('agentName', 'Agent’s name', 'property', 'agent', 'name'),
  field('agency', 'Agency', 'property', 'agent', 'agency'),
  field('agentEmail', 'Agent’s email', 'property', 'agent', 'email'),
  field('agentPhone', 'Agent’s phone', 'property', 'agent', 'phone'),
  field('agentPhoto', 'Agent’s photo', 'property', 'agent', 'photo'),
  field('brandName', 'Agency name', 'branding', 'name'),
  field('brandAccent', 'Accent colour', 'branding', 'accent'),
  field('brandLogo', 'Logo', 'branding', 'logo'),
];

/** One problem of a form: the field it belongs to (`null` for the form as a whole), in words. */
export interface FieldError {
  name: string | null;
  label: string;
  message: string;
}

/** A schema message as a sentence beside its field: an empty field is asked for, not "expected". */
function inWords(message: string): string {
  if (message === 'required' || message === 'expected a text, not an empty one') return 'Fill this in.';
  const sentence = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The field whose path starts the issue's path (a localized text's issue is one level deeper). */
function fieldOf(path: readonly PropertyKey[]): TourField | undefined {
  return TOUR_FIELDS.find((f) => f.path.every((key, i) => path[i] === key));
}

const newTourFormSchema = newTourBodySchema;
const draftFormSchema = newTourBodySchema.omit({ code: true });

/**
 * Every problem of a tour form's body at once, checked by the schema the API checks it with
 * and in the manifest's words, one per field, in the order of the form. The draft's form has
 * no code.
 */
export function tourFormErrors(body: unknown, form: 'new' | 'draft'): FieldError[] {
  const schema = form === 'new' ? newTourFormSchema : draftFormSchema;
  const result = schema.safeParse(body, { error: manifestErrorMap });
  if (result.success) return [];
  // The first problem of a field is the one to fix first; one field says one thing.
  const errors = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const found = fieldOf(issue.path);
    const key = found?.name ?? issue.path.join('.');
    if (errors.has(key)) continue;
    const label = found?.label ?? (key || 'Form');
    errors.set(key, { name: found?.name ?? null, label, message: inWords(issue.message) });
  }
  const typedAmount = (body as { property?: { price?: { amount?: unknown } } } | null)?.property?.price
    ?.amount;
  const separated = typeof typedAmount === 'string' ? separatedTypedAmount(typedAmount) : null;
  if (separated)
    errors.set('amount', {
      name: 'amount',
      label: 'Price',
      message: inWords(separatedAmountMessage(separated)),
    });
  const order = (e: FieldError) => (e.name === null ? -1 : TOUR_FIELDS.findIndex((f) => f.name === e.name));
  return [...errors.values()].sort((a, b) => order(a) - order(b));
}
