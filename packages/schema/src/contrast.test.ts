import { describe, expect, it } from 'vitest';
import { accentColourSchema } from './branding.js';
import {
  accentContrastProblem,
  contrastRatio,
  ON_ACCENT_COLOUR,
  PAGE_BACKGROUND_COLOUR,
} from './contrast.js';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#38bdf8', '#04121f')).toBeCloseTo(contrastRatio('#04121f', '#38bdf8'), 10);
  });

  it('matches a published pair: #767676 on white is 4.54:1', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('accentContrastProblem', () => {
  it('accepts the app’s own accent and light colours', () => {
    for (const colour of ['#38bdf8', '#fbbf24', '#86efac', '#ffffff'])
      expect(accentContrastProblem(colour), colour).toBeNull();
  });

  it('refuses dark accents, naming the ratio it reaches', () => {
    const problem = accentContrastProblem('#1e3a8a');
    expect(problem).toMatch(/#1e3a8a reaches only \d\.\d\d:1/);
    expect(problem).toContain('4.5:1');
    expect(contrastRatio('#1e3a8a', ON_ACCENT_COLOUR)).toBeLessThan(4.5);
  });

  it('refuses a colour just below the line and accepts one just above', () => {
    const greys = Array.from({ length: 256 }, (_, v) => `#${v.toString(16).padStart(2, '0').repeat(3)}`);
    const first = greys.find((g) => accentContrastProblem(g) === null) ?? '';
    expect(
      Math.min(contrastRatio(first, ON_ACCENT_COLOUR), contrastRatio(first, PAGE_BACKGROUND_COLOUR)),
    ).toBeGreaterThanOrEqual(4.5);
    const before = greys[greys.indexOf(first) - 1] ?? '';
    expect(accentContrastProblem(before)).not.toBeNull();
  });

  it('refuses what is not a colour', () => {
    expect(accentContrastProblem('blue')).toMatch(/six hex digits/);
  });
});

describe('accentColourSchema', () => {
  it('keeps a good colour in lower case and refuses a poor one with the contrast message', () => {
    expect(accentColourSchema.parse(' #FBBF24 ')).toBe('#fbbf24');
    const result = accentColourSchema.safeParse('#1e3a8a');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/reaches only/);
  });
});
