/**
 * A `Retry-After` header in milliseconds from now: delta-seconds or an HTTP date (RFC 9110
 * §10.2.3). Undefined when absent or unreadable, so a garbled header is never read as "now".
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names its day and month; `Date.parse` would read "-3" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
