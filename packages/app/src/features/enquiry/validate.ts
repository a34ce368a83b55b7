import { enquiryFieldsSchema, type EnquiryFields } from '@tourview/schema';

/** The form's fields, in the order they appear (the first invalid one gets focus). */
export const ENQUIRY_FIELDS = [
  'name',
  'email',
  'phone',
  'message',
  'preferredContactTime',
  'consent',
] as const;

/** One field of the form. */
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

/** What the visitor typed, as the inputs hold it. */
export interface EnquiryDraft {
  name: string;
  email: string;
  phone: string;
  message: string;
  preferredContactTime: EnquiryFields['preferredContactTime'];
  consent: boolean;
}

/** The schema's message keys, which the form translates. */
export const FIELD_ERROR_KEYS = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'email_or_phone',
  'consent_required',
] as const;

/** A translatable reason a field is invalid; `invalid` when the schema said something else. */
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number] | 'invalid';

/** Per-field errors; a field without an entry is fine. */
export type FieldErrors = Partial<Record<EnquiryField, FieldErrorKey>>;

/** An empty form. */
export const EMPTY_DRAFT: EnquiryDraft = {
  name: '',
  email: '',
  phone: '',
  message: '',
  preferredContactTime: undefined,
  consent: false,
};

/** Either the valid fields to send, or the first error of every invalid field. */
export type Validation = { ok: true; fields: EnquiryFields } | { ok: false; errors: FieldErrors };

/** Validates the draft with the shared schema, the same rules the server applies. */
export function validateEnquiry(draft: EnquiryDraft): Validation {
  const result = enquiryFieldsSchema.safeParse(draft);
  if (result.success) return { ok: true, fields: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) addError(errors, String(issue.path[0] ?? ''), issue.message);
  // The schema checks "email or phone" only once every field is valid; the form says it at once.
  if (!draft.email.trim() && !draft.phone.trim()) addError(errors, 'email', 'email_or_phone');
  return { ok: false, errors };
}

/** Maps a field error, from the schema or a server's `errors[]`, onto the form's fields. */
export function addError(errors: FieldErrors, path: string, message: string): void {
  const field = ENQUIRY_FIELDS.find((f) => f === path.replace(/^\//, '').split(/[./]/)[0]);
  if (!field || errors[field]) return;
  errors[field] = (FIELD_ERROR_KEYS as readonly string[]).includes(message)
    ? (message as FieldErrorKey)
    : 'invalid';
}

/** The first invalid field in form order, to move focus to. */
export function firstInvalidField(errors: FieldErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field] !== undefined);
}
