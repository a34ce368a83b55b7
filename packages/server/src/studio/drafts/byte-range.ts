import type { ByteRange } from '@tourview/storage';
import { normalisedRange } from '../../http/media-range.js';

/** What to answer a request for a file of `size` bytes: all of it, a part, or 416. */
export type RangeAnswer = { kind: 'whole' } | ({ kind: 'part' } & ByteRange) | { kind: 'unsatisfiable' };

/**
 * The bytes a GET asks for, read as the media folder reads them (see `normalisedRange`: one
 * well-formed range, else the whole file). `If-Range` must name this file's strong ETag for the
 * range to count; a date or another tag asks for the whole file (RFC 9110 §13.1.5).
 */
export function rangeAnswer(
  range: string | undefined,
  ifRange: string | undefined,
  etag: string,
  size: number,
): RangeAnswer {
  if (ifRange !== undefined && ifRange !== etag) return { kind: 'whole' };
  const spec = normalisedRange(range, ifRange)?.slice('bytes='.length);
  if (spec === undefined) return { kind: 'whole' };
  const [first = '', last = ''] = spec.split('-');
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? { kind: 'unsatisfiable' }
      : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
