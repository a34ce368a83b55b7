import { describe, expect, it } from 'vitest';
import { isTourCode, tourCodeProblem } from './tour-code.js';
import { tourCodeSchema } from './tour-code-schema.js';

describe('tour code rule', () => {
  it.each(['abc', 'demo', 'A-b_9', 'x'.repeat(64)])('accepts %s', (code) => {
    expect(isTourCode(code)).toBe(true);
    expect(tourCodeProblem(code)).toBeNull();
    expect(tourCodeSchema.safeParse(code).success).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['ab', 'too_short'],
    ['x'.repeat(65), 'too_long'],
    ['abc def', 'bad_characters'],
    ['../etc', 'bad_characters'],
    ['abc%00', 'bad_characters'],
    ['häus', 'bad_characters'],
    ['abc\n', 'bad_characters'],
  ] as const)('rejects %j as %s', (code, problem) => {
    expect(isTourCode(code)).toBe(false);
    expect(tourCodeProblem(code)).toBe(problem);
    expect(tourCodeSchema.safeParse(code).success).toBe(false);
  });
});
