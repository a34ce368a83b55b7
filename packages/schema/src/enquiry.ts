import { z } from 'zod';

/** The reCAPTCHA action every enquiry token is made for; the server checks tokens against it. */
export const ENQUIRY_ACTION = 'enquiry';

/** Limits of an enquiry's fields, shared by the form and the server. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 32, message: 2000, token: 4096 } as const;

/** When the visitor prefers to be contacted. */
export const CONTACT_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;

const PHONE = /^\+?[0-9 ()./-]{6,31}$/;

/**
 * Characters no enquiry field may hold: control characters (C0, DEL, C1), line and paragraph
 * separators, and the bidi embeddings, overrides and isolates that make text display in
 * another order than it is stored. Enquiries end up in mail, spreadsheets and terminals.
 */
const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;
/** A message may hold line breaks (LF and the Unicode separators); other controls stay out. */
const FORBIDDEN_IN_MESSAGE = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** Characters that draw nothing: spaces, controls, format marks, fillers such as U+3164. */
const INVISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

const visible = (value: string) => !INVISIBLE.test(value);

/** One line of text a person typed: trimmed, visible, without control characters. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(max, 'too_long')
    .refine((v) => !FORBIDDEN.test(v), { error: 'invalid_characters', abort: true })
    .refine(visible, 'required');

const enquiryFieldShape = {
  name: line(ENQUIRY_LIMITS.name),
  email: z.union([z.literal(''), z.email('invalid_email').max(ENQUIRY_LIMITS.email, 'too_long')]).optional(),
  phone: z.union([z.literal(''), z.string().trim().regex(PHONE, 'invalid_phone')]).optional(),
  // Line breaks arrive as CRLF from form posts and LF from the app; both are stored as LF, and a tab as a space.
  message: z
    .string()
    .overwrite((v) => v.replace(/\r\n?/g, '\n').replaceAll('\t', ' '))
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(ENQUIRY_LIMITS.message, 'too_long')
    .refine((v) => !FORBIDDEN_IN_MESSAGE.test(v), { error: 'invalid_characters', abort: true })
    .refine(visible, 'required'),
  preferredContactTime: z.enum(CONTACT_TIMES).optional(),
  consent: z.literal(true, 'consent_required'),
};

/** A reply needs a way back: an email or a phone. */
function reachable(e: { email?: string | undefined; phone?: string | undefined }): boolean {
  return Boolean(e.email) || Boolean(e.phone);
}
const UNREACHABLE = { message: 'email_or_phone', path: ['email'] };

/** The fields a visitor fills in, as the form validates them. */
export const enquiryFieldsSchema = z.strictObject(enquiryFieldShape).refine(reachable, UNREACHABLE);

/** The fields of an enquiry. */
export type EnquiryFields = z.infer<typeof enquiryFieldsSchema>;

/** The body of `POST /api/public/tours/{tourCode}/enquiries`: the fields and a token, nothing else. */
export const enquiryRequestSchema = z
  .strictObject({ ...enquiryFieldShape, recaptchaToken: z.string().min(1).max(ENQUIRY_LIMITS.token) })
  .refine(reachable, UNREACHABLE);

/** The body of an enquiry request. */
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

/** The answer to an accepted enquiry (201). */
export const enquiryCreatedSchema = z.strictObject({ id: z.string() });
/** The answer to an accepted enquiry. */
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;
