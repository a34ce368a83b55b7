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

  it.each([
    ['NUL', 'Ada\u0000'],
    ['ESC (a terminal escape)', 'Ada\u001b[31m'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control (CSI)', 'Ada\u009b31m'],
    ['a line break', 'Ada\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a line separator', 'Ada\u2028Lovelace'],
    ['a right-to-left override', 'Ada\u202egpj.exe'],
  ])('refuses a name with %s', (_, name) => {
    expect(messagesOf({ ...valid, name })[0]).toBe('name:invalid_characters');
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['bidi marks', '\u200e\u200f'],
    ['a Hangul filler', '\u3164'],
    ['a word joiner and a byte-order mark', '\u2060\ufeff'],
    ['a Braille blank', '\u2800'],
  ])('refuses a name of only %s as missing', (_, name) => {
    expect(messagesOf({ ...valid, name })).toEqual(['name:required']);
    expect(messagesOf({ ...valid, message: name })).toEqual(['message:required']);
  });

  it('keeps names in every script, with their joiners and marks', () => {
    for (const name of ['Zoë Ünal', 'محمد\u200f', 'क्\u200dष', '👩\u200d💻 Dev', 'O’Brien-Smith']) {
      expect(messagesOf({ ...valid, name })).toEqual([]);
    }
  });

  it('keeps line breaks in the message only, stored as LF, with tabs as spaces', () => {
    const parsed = enquiryFieldsSchema.parse({ ...valid, message: 'Hello,\r\nis it free?\rThanks\tAda\n' });
    expect(parsed.message).toBe('Hello,\nis it free?\nThanks Ada');
    expect(messagesOf({ ...valid, message: 'Hi\u001b[2J' })).toEqual(['message:invalid_characters']);
    expect(messagesOf({ ...valid, message: 'Hi\u0085there' })).toEqual(['message:invalid_characters']);
    expect(messagesOf({ ...valid, message: 'Hi\u2029there' })).toEqual([]);
  });
});
