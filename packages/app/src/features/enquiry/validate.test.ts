import { describe, expect, it } from 'vitest';
import { addError, EMPTY_DRAFT, firstInvalidField, validateEnquiry, type FieldErrors } from './validate.js';

const valid = {
  ...EMPTY_DRAFT,
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Is it still free?',
  consent: true,
};

describe('validateEnquiry', () => {
  it('accepts a complete draft and trims it', () => {
    const result = validateEnquiry({ ...valid, name: '  Ada  ' });
    expect(result).toEqual({ ok: true, fields: expect.objectContaining({ name: 'Ada', consent: true }) });
  });

  it('names every invalid field with the schema key', () => {
    const result = validateEnquiry({ ...EMPTY_DRAFT, email: 'nope', phone: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'required',
      email: 'invalid_email',
      phone: 'invalid_phone',
      message: 'required',
      consent: 'consent_required',
    });
  });

  it('asks for an email or a phone number together with the other errors', () => {
    const result = validateEnquiry(EMPTY_DRAFT);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'required', email: 'email_or_phone', message: 'required', consent: 'consent_required' },
    });
  });

  it('asks for an email or a phone number', () => {
    const result = validateEnquiry({ ...valid, email: '', phone: '' });
    expect(result).toEqual({ ok: false, errors: { email: 'email_or_phone' } });
  });

  it('accepts a phone number instead of an email', () => {
    expect(validateEnquiry({ ...valid, email: '', phone: '+49 30 1234567' }).ok).toBe(true);
  });

  it('rejects a message over the limit', () => {
    expect(validateEnquiry({ ...valid, message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { message: 'too_long' },
    });
  });
});

describe('addError', () => {
  it('maps server paths (dotted or JSON pointer) and unknown messages', () => {
    const errors: FieldErrors = {};
    addError(errors, '/email', 'invalid_email');
    addError(errors, 'name', 'something else');
    addError(errors, 'recaptchaToken', 'required');
    expect(errors).toEqual({ email: 'invalid_email', name: 'invalid' });
  });

  it('keeps the first error of a field', () => {
    const errors: FieldErrors = { email: 'invalid_email' };
    addError(errors, 'email', 'email_or_phone');
    expect(errors.email).toBe('invalid_email');
  });
});

describe('firstInvalidField', () => {
  it('follows the form order, not the object order', () => {
    expect(firstInvalidField({ consent: 'consent_required', email: 'invalid_email' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
