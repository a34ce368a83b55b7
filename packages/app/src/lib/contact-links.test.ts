import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links.js';

describe('telHref', () => {
  it('keeps only the plus and the digits', () => {
    expect(telHref('+49 (341) 555-0142')).toBe('tel:+493415550142');
  });

  it('keeps a plus only at the start, where it means the international prefix', () => {
    expect(telHref(' +31.20.123.4567')).toBe('tel:+31201234567');
    expect(telHref('0341 +555 0142')).toBe('tel:03415550142');
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body so every character arrives as typed', () => {
    const href = mailtoHref('ann@example.com', { subject: 'Flat #3 & more?', body: 'Hi,\nis 50% off = ok?' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('ann@example.com');
    expect(url.searchParams.get('subject')).toBe('Flat #3 & more?');
    expect(url.searchParams.get('body')).toBe('Hi,\r\nis 50% off = ok?');
    expect(href).not.toContain(' ');
    expect(href).toContain('%0D%0A');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('ann@example.com')).toBe('mailto:ann@example.com');
    expect(mailtoHref('ann@example.com', { subject: '', body: 'x' })).toBe('mailto:ann@example.com?body=x');
  });
});
