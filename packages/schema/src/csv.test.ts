import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { csvCells, FORMULA_CELL } from './testing/csv-cells.js';

/** Values that start a formula in a spreadsheet splitting at `,` or `;`, or at a line break. */
const HOSTILE = [
  'Jan;=1+1',
  '=1+1',
  'a,+b',
  'x;-2',
  'mail;@SUM(1)',
  'two\nlines\n=3',
  'tab\t=4',
  'wide;\uFF1D5',
  'a;;=6',
  'quoted";=7',
];

describe('CSV exports', () => {
  const csv = toCsv(['first', 'second'], [HOSTILE.slice(0, 5), HOSTILE.slice(5)]);

  it.each([',', ';'] as const)('have no cell that starts a formula when split at %s', (separator) => {
    const cells = csvCells(csv, separator);
    expect(cells.filter((cell) => FORMULA_CELL.test(cell))).toEqual([]);
  });

  it('keep each value one cell when split at commas, with its words intact', () => {
    const cells = csvCells(
      toCsv(
        ['v'],
        HOSTILE.map((v) => [v]),
      ),
      ',',
    );
    expect(cells).toHaveLength(HOSTILE.length + 1);
    expect(cells[1]).toBe("Jan;'=1+1");
  });
});
