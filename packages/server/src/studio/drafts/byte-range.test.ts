import { describe, expect, it } from 'vitest';
import { rangeAnswer } from './byte-range.js';

const ETAG = '"abc"';
const of = (range: string, ifRange?: string) => rangeAnswer(range, ifRange, ETAG, 1000);

describe('the bytes a range request asks for', () => {
  it('reads a start and end, an open end, and a suffix, each clamped to the file', () => {
    expect(of('bytes=0-99')).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(of('bytes=900-')).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(of('bytes=900-5000')).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(of('bytes=-100')).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(of('bytes=-5000')).toEqual({ kind: 'part', start: 0, end: 999 });
  });

  it('answers 416 past the end, and the whole file for what it does not read as one range', () => {
    expect(of('bytes=1000-')).toEqual({ kind: 'unsatisfiable' });
    expect(of('bytes=-0')).toEqual({ kind: 'unsatisfiable' });
    expect(of('bytes=5-2')).toEqual({ kind: 'whole' });
    expect(of('bytes=0-1,5-6')).toEqual({ kind: 'whole' });
    expect(of('items=0-1')).toEqual({ kind: 'whole' });
    expect(rangeAnswer(undefined, undefined, ETAG, 1000)).toEqual({ kind: 'whole' });
  });

  it('keeps the range only when If-Range names this file', () => {
    expect(of('bytes=0-9', ETAG)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(of('bytes=0-9', '"other"')).toEqual({ kind: 'whole' });
    expect(of('bytes=0-9', `W/${ETAG}`)).toEqual({ kind: 'whole' });
  });
});
