import { describe, expect, it } from 'vitest';
import { isProblemCode, problemOf, problemSchema, PROBLEMS } from './problems.js';

describe('problem catalogue', () => {
  it('gives every code an error status and a one-line meaning', () => {
    for (const [code, { status, title }] of Object.entries(PROBLEMS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(title, code).toMatch(/^[^\n]+\.$/);
    }
  });

  it('builds valid problem+json bodies with the stable code', () => {
    const body = problemOf('tour_not_found', { detail: 'No tour "abc".' });
    expect(problemSchema.parse(body)).toEqual({
      type: 'urn:tourview:problem:tour_not_found',
      title: PROBLEMS.tour_not_found.title,
      status: 404,
      code: 'tour_not_found',
      detail: 'No tour "abc".',
    });
  });

  it('knows its own codes only', () => {
    expect(isProblemCode('xsrf_mismatch')).toBe(true);
    expect(isProblemCode('toString')).toBe(false);
    expect(isProblemCode('nope')).toBe(false);
  });
});
