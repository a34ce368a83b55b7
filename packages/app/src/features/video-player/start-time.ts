const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})$/;
const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s?)?$/;

/**
 * Reads the deep-link time of `?t=` in the forms people share: `42`, `42s`, `1m30s`,
 * `1h2m3s`, `1:30`, `1:02:03`. Anything else, or a time past the end, is ignored
 * (undefined) rather than an error, because a bad link should still play the video.
 */
export function parseStartTime(raw: string | null, duration?: number): number | undefined {
  const value = raw?.trim().toLowerCase();
  if (!value) return undefined;
  const seconds = fromClock(value) ?? fromUnits(value);
  if (seconds === undefined || !Number.isFinite(seconds)) return undefined;
  if (duration !== undefined && seconds >= duration) return undefined;
  return seconds;
}

function fromClock(value: string): number | undefined {
  const match = CLOCK.exec(value);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

function fromUnits(value: string): number | undefined {
  const match = UNITS.exec(value);
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}
