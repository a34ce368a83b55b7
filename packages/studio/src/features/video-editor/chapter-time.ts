/** Chapter times are kept to the hundredth of a second: finer than a frame, still readable. */
export function roundTime(seconds: number): number {
  return Math.round(Math.max(0, seconds) * 100) / 100;
}

/**
 * A time as an operator types it: seconds (`75.5`), `m:ss` (`1:15.5`) or `h:mm:ss`; `null` when
 * it is none of these. Minutes and seconds after the first part are below 60.
 */
export function parseTime(text: string): number | null {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return null;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((n) => n >= 60) || numbers.slice(0, -1).some((n) => !Number.isInteger(n)))
    return null;
  return roundTime(numbers.reduce((total, n) => total * 60 + n, 0));
}

/** A time as the editor shows it: `m:ss`, with hundredths when it has them (`1:05.25`). */
export function formatTime(seconds: number): string {
  const rounded = roundTime(seconds);
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const rest = Number((rounded % 60).toFixed(2));
  const secs = `${rest < 10 ? '0' : ''}${rest}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
