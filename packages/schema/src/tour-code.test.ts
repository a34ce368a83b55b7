import { describe, expect, it } from 'vitest';
import { isTourCode, suggestTourCode, tourCodeProblem } from './tour-code.js';
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

describe('suggestTourCode', () => {
  it('makes a code from the street and city that passes the rule', () => {
    expect(suggestTourCode('Keizersgracht 12', 'Amsterdam')).toBe('keizersgracht-12-amsterdam');
    expect(suggestTourCode('  Straße der Einheit 3/1 ', 'Köln')).toBe('strasse-der-einheit-3-1-koln');
  });

  it('stays within 64 characters without a dangling dash', () => {
    const code = suggestTourCode(`${'long street name '.repeat(6)}1`, 'Town');
    expect(code.length).toBeLessThanOrEqual(64);
    expect(isTourCode(code)).toBe(true);
    expect(code.endsWith('-')).toBe(false);
  });

  it('suggests nothing when the address gives too little to go on', () => {
    expect(suggestTourCode('', '')).toBe('');
    expect(suggestTourCode('1', '')).toBe('');
    expect(suggestTourCode('東京', '')).toBe('');
  });
});
