import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../import/import-tour.js';
import { progressPrinter } from './progress.js';

const EVENTS: ImportProgress[] = [
  { type: 'validated', code: 'demo', scenes: 2 },
  { type: 'scene', index: 0, scenes: 2, id: 'hall' },
  ...(['f', 'r', 'b', 'l', 'u', 'd'] as const).flatMap((face) => [
    { type: 'level' as const, scene: 'hall', face, level: 1, levels: 2 },
    { type: 'level' as const, scene: 'hall', face, level: 0, levels: 2 },
  ]),
  { type: 'scene', index: 1, scenes: 2, id: 'kitchen' },
];

function render(isTTY: boolean): string {
  let text = '';
  const print = progressPrinter({ isTTY, write: (chunk: string) => (text += chunk) });
  EVENTS.forEach(print);
  return text;
}

describe('progressPrinter', () => {
  it('rewrites one line per scene on a terminal, with level, face and share done', () => {
    const text = render(true);
    expect(text).toContain('\rScene 1/2 hall: level 2/2 of face f, 8%');
    expect(text).toContain('\rScene 1/2 hall: level 1/2 of face d, 100%   \n');
    expect(text).toContain('100%   \n\rScene 2/2 kitchen: reprojecting');
  });

  it('prints one plain line per scene elsewhere', () => {
    expect(render(false)).toBe(
      'Importing "demo": 2 scenes, folder valid.\nScene 1/2 hall\nScene 2/2 kitchen\n',
    );
  });
});
