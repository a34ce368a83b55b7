import { z } from 'zod';

/** The reCAPTCHA action every enquiry token is made for (PRODUCT.md §2). */
export const ENQUIRY_ACTION = 'enquiry';

/** Limits of an enquiry's fields, shared by the form and the server. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 32, message: 2000, token: 4096 } as const;

/** When the visitor prefers to be contacted. */
export const CONTACT_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;

const PHONE = /^\+?[0-9 ()./-]{6,31}$/;

const enquiryFieldShape = {
  name: z.string().trim().min(1, 'required').max(ENQUIRY_LIMITS.name, 'too_long'),
  email: z.union([z.literal(''), z.email('invalid_email').max(ENQUIRY_LIMITS.email, 'too_long')]).optional(),
  phone: z.union([z.literal(''), z.string().trim().regex(PHONE, 'invalid_phone')]).optional(),
  message: z.string().trim().min(1, 'required').max(ENQUIRY_LIMITS.message, 'too_long'),
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
