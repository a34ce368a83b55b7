import { describe, expect, it } from 'vitest';
import { enquiryFieldsSchema, enquiryRequestSchema } from './enquiry.js';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Is it still available?',
  consent: true as const,
};

function messagesOf(input: unknown): string[] {
  const result = enquiryFieldsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('enquiry fields', () => {
  it('accepts a complete enquiry with an email or a phone', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, email: '', phone: '+49 30 1234567' })).toEqual([]);
  });

  it('needs an email or a phone', () => {
    expect(messagesOf({ ...valid, email: '' })).toEqual(['email:email_or_phone']);
  });

  it('names each broken field with a stable key', () => {
    expect(
      messagesOf({ ...valid, name: ' ', email: 'nope', message: 'x'.repeat(2001), consent: false }),
    ).toEqual(
      expect.arrayContaining([
        'name:required',
        'email:invalid_email',
        'message:too_long',
        'consent:consent_required',
      ]),
    );
    expect(messagesOf({ ...valid, phone: 'call me' })).toEqual(['phone:invalid_phone']);
  });

  it('rejects unknown fields and a missing reCAPTCHA token in requests', () => {
    expect(messagesOf({ ...valid, admin: true })).not.toEqual([]);
    expect(enquiryRequestSchema.safeParse(valid).success).toBe(false);
    expect(enquiryRequestSchema.safeParse({ ...valid, recaptchaToken: 'tok' }).success).toBe(true);
    expect(enquiryRequestSchema.safeParse({ ...valid, recaptchaToken: 'tok', admin: true }).success).toBe(
      false,
    );
    expect(enquiryRequestSchema.safeParse({ ...valid, email: '', recaptchaToken: 'tok' }).success).toBe(
      false,
    );
  });
});
