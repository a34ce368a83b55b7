/** A `tel:` link: only the digits and a leading plus (the international prefix), as dialers expect. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/**
 * A `mailto:` link (RFC 6068) with a subject and body, each percent-encoded, so a message
 * with `&`, `?`, `#` or line breaks arrives as typed. Line breaks are sent as CRLF, as the
 * RFC asks. The address is a schema-validated email, which has no character to escape.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}
